extension KnownTypes {
    /// The standard library's types and protocols, the concurrency library's
    /// and the string processing library's (`Regex`), which every Swift file
    /// sees without an import: every public top-level type of the `Swift`,
    /// `_Concurrency` and `_StringProcessing` modules of Swift 6.3 that is not
    /// deprecated or unavailable, as its symbol graph lists them
    /// (`swift-symbolgraph-extract -module-name Swift`), and `Any` and `Self`.
    static let standardLibrary = """
        Actor AdditiveArithmetic Any AnyBidirectionalCollection AnyClass AnyCollection AnyHashable AnyIndex AnyIterator
        AnyKeyPath AnyObject AnyRandomAccessCollection AnyRegexOutput AnySequence Array ArraySlice
        AsyncCompactMapSequence AsyncDropFirstSequence AsyncDropWhileSequence AsyncFilterSequence AsyncFlatMapSequence
        AsyncIteratorProtocol AsyncMapSequence AsyncPrefixSequence AsyncPrefixWhileSequence AsyncSequence AsyncStream
        AsyncThrowingCompactMapSequence AsyncThrowingDropWhileSequence AsyncThrowingFilterSequence
        AsyncThrowingFlatMapSequence AsyncThrowingMapSequence AsyncThrowingPrefixWhileSequence AsyncThrowingStream
        BidirectionalCollection BinaryFloatingPoint BinaryInteger BitwiseCopyable Bool BooleanLiteralType CBool CChar
        CChar16 CChar32 CChar8 CDouble CFloat CFloat16 CInt CLong CLongDouble CLongLong CShort CSignedChar
        CUnsignedChar CUnsignedInt CUnsignedLong CUnsignedLongLong CUnsignedShort CVaListPointer CVarArg CWideChar
        CancellationError CaseIterable Character CheckedContinuation Clock ClosedRange Codable CodingKey
        CodingKeyRepresentable CodingUserInfoKey Collection CollectionDifference CollectionOfOne CommandLine Comparable
        ContiguousArray ContinuousClock Copyable CountableClosedRange CountablePartialRangeFrom CountableRange
        CustomConsumingRegexComponent CustomDebugStringConvertible CustomLeafReflectable
        CustomPlaygroundDisplayConvertible CustomReflectable CustomStringConvertible Decodable Decoder DecodingError
        DefaultIndices DefaultStringInterpolation Dictionary DictionaryIndex DictionaryIterator DictionaryLiteral
        DiscardingTaskGroup DiscontiguousSlice Double DropFirstSequence DropWhileSequence Duration DurationProtocol
        EmptyCollection Encodable Encoder EncodingError EnumeratedIterator EnumeratedSequence Equatable Error Escapable
        Executor ExecutorJob ExpressibleByArrayLiteral ExpressibleByBooleanLiteral ExpressibleByDictionaryLiteral
        ExpressibleByExtendedGraphemeClusterLiteral ExpressibleByFloatLiteral ExpressibleByIntegerLiteral
        ExpressibleByNilLiteral ExpressibleByStringInterpolation ExpressibleByStringLiteral
        ExpressibleByUnicodeScalarLiteral ExtendedGraphemeClusterType FixedWidthInteger FlattenCollection
        FlattenSequence Float Float16 Float32 Float64 Float80 FloatLiteralType FloatingPoint
        FloatingPointClassification FloatingPointRoundingRule FloatingPointSign GlobalActor Hashable Hasher
        Identifiable IndexingIterator InlineArray InstantProtocol Int Int128 Int16 Int32 Int64 Int8 IntegerLiteralType
        IteratorProtocol IteratorSequence JobPriority JoinedSequence KeyPath KeyValuePairs KeyedDecodingContainer
        KeyedDecodingContainerProtocol KeyedEncodingContainer KeyedEncodingContainerProtocol LazyCollection
        LazyCollectionProtocol LazyDropWhileCollection LazyDropWhileSequence LazyFilterCollection LazyFilterSequence
        LazyMapCollection LazyMapSequence LazyPrefixWhileCollection LazyPrefixWhileSequence LazySequence
        LazySequenceProtocol LosslessStringConvertible MainActor ManagedBuffer ManagedBufferPointer MemoryLayout Mirror
        MirrorPath MutableCollection MutableRawSpan MutableSpan Never Numeric ObjectIdentifier OpaquePointer OptionSet
        Optional OutputRawSpan OutputSpan PartialKeyPath PartialRangeFrom PartialRangeThrough PartialRangeUpTo
        PlaygroundQuickLook PrefixSequence RandomAccessCollection RandomNumberGenerator Range RangeExpression
        RangeReplaceableCollection RangeSet RawRepresentable RawSpan ReferenceWritableKeyPath Regex RegexComponent
        RegexRepetitionBehavior RegexSemanticLevel RegexWordBoundaryKind Repeated Result ReversedCollection SIMD SIMD16
        SIMD2 SIMD3 SIMD32 SIMD4 SIMD64 SIMD8 SIMDMask SIMDScalar SIMDStorage Self Sendable SendableMetatype Sequence
        SerialExecutor Set SetAlgebra SetIndex SetIterator SignedInteger SignedNumeric SingleValueDecodingContainer
        SingleValueEncodingContainer Slice Span StaticBigInt StaticString StrideThrough StrideThroughIterator StrideTo
        StrideToIterator Strideable String StringInterpolationProtocol StringLiteralType StringProtocol Substring
        SuspendingClock SystemRandomNumberGenerator Task TaskExecutor TaskGroup TaskLocal TaskPriority TextOutputStream
        TextOutputStreamable ThrowingDiscardingTaskGroup ThrowingTaskGroup UInt UInt128 UInt16 UInt32 UInt64 UInt8
        UTF16 UTF32 UTF8 UTF8Span UnboundedRange UnboundedRange_ UnfoldFirstSequence UnfoldSequence Unicode
        UnicodeCodec UnicodeDecodingResult UnicodeScalar UnicodeScalarType UnkeyedDecodingContainer
        UnkeyedEncodingContainer Unmanaged UnownedJob UnownedSerialExecutor UnownedTaskExecutor UnsafeBufferPointer
        UnsafeContinuation UnsafeCurrentTask UnsafeMutableBufferPointer UnsafeMutablePointer
        UnsafeMutableRawBufferPointer UnsafeMutableRawPointer UnsafePointer UnsafeRawBufferPointer UnsafeRawPointer
        UnsafeThrowingContinuation UnsignedInteger Void WritableKeyPath Zip2Sequence
        """
}

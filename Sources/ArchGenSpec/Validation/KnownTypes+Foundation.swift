extension KnownTypes {
    /// Foundation's types and protocols, as `import Foundation` brings them on
    /// Linux (the public top-level types of Swift 6.3's `Foundation`,
    /// `FoundationEssentials`, `FoundationInternationalization` and
    /// `FoundationNetworking` symbol graphs, none deprecated) and, in
    /// `appleFoundation`, those only Apple's Foundation has.
    static let foundation = """
        AffineTransform AlignmentOptions AttributeContainer AttributeDynamicLookup AttributeScope
        AttributeScopeCodableConfiguration AttributeScopes AttributedString AttributedStringAttributeMutation
        AttributedStringKey AttributedStringProtocol AttributedSubstring BlockOperation Bundle ByteCountFormatStyle
        ByteCountFormatter CachedURLResponse Calendar CharacterSet CocoaError CodableAttributedStringKey
        CodableConfiguration CodableWithConfiguration ComparableComparator Comparator ComparisonResult ContiguousBytes
        CurrencyFormatStyleConfiguration CustomNSError Data DataProtocol Date DateComponents DateFormatter DateInterval
        DateIntervalFormatter Decimal DecodableAttributedStringKey DecodableWithConfiguration
        DecodingConfigurationProviding DescriptiveNumberFormatConfiguration Dimension DiscontiguousAttributedSubstring
        DiscreteFormatStyle EncodableAttributedStringKey EncodableWithConfiguration EncodingConfigurationProviding
        EnergyFormatter Expression FileAttributeKey FileAttributeType FileHandle FileManager FileManagerDelegate
        FileProtectionType FloatingPointFormatStyle FloatingPointParseStrategy FormatStyle
        FormatStyleCapitalizationContext Formatter HTTPCookie HTTPCookiePropertyKey HTTPCookieStorage HTTPURLResponse
        Host ISO8601DateFormatter IndexPath IndexSet InflectionRule InputStream IntegerFormatStyle IntegerParseStrategy
        JSONDecoder JSONEncoder JSONSerialization KeyPathComparator LengthFormatter ListFormatStyle Locale
        LocalizedError MarkdownDecodableAttributedStringKey MassFormatter Measurement Morphology MutableDataProtocol
        NSAffineTransform NSAffineTransformStruct NSArray NSAttributedString NSBinarySearchingOptions NSCache
        NSCacheDelegate NSCalendar NSCharacterSet NSCoder NSCoding NSCompoundPredicate NSCondition NSConditionLock
        NSCopying NSCountedSet NSData NSDate NSDateComponents NSDateInterval NSDecimalNumber NSDecimalNumberBehaviors
        NSDecimalNumberHandler NSDictionary NSEdgeInsets NSEnumerationOptions NSEnumerator NSError NSErrorDomain
        NSExceptionName NSIndexPath NSIndexSet NSIndexSetIterator NSKeyedArchiver NSKeyedArchiverDelegate
        NSKeyedUnarchiver NSKeyedUnarchiverDelegate NSLocale NSLock NSLocking NSMeasurement NSMutableArray
        NSMutableAttributedString NSMutableCharacterSet NSMutableCopying NSMutableData NSMutableDictionary
        NSMutableIndexSet NSMutableOrderedSet NSMutableSet NSMutableString NSMutableURLRequest NSNotification NSNull
        NSNumber NSObject NSObjectProtocol NSOrderedSet NSPersonNameComponents NSPoint NSPointArray NSPointPointer
        NSPredicate NSRange NSRangePointer NSRect NSRectArray NSRectEdge NSRectPointer NSRecursiveLock
        NSRegularExpression NSSecureCoding NSSet NSSize NSSizeArray NSSizePointer NSSortDescriptor NSSortOptions
        NSString NSTextCheckingKey NSTextCheckingResult NSTimeZone NSURL NSURLComponents NSURLQueryItem NSURLRequest
        NSUUID NSValue NSZone Notification NotificationCenter NotificationQueue NumberFormatStyleConfiguration
        NumberFormatter ObjCBool OperatingSystemVersion Operation OperationQueue OutputStream POSIXError ParseStrategy
        ParseableFormatStyle PersonNameComponents Pipe Port PortDelegate PortMessage Predicate PredicateBindings
        PredicateError PredicateExpression PredicateExpressions Process ProcessInfo Progress ProgressKind
        ProgressReporting ProgressUserInfoKey PropertyListDecoder PropertyListEncoder PropertyListSerialization
        QualityOfService RecoverableError ReferenceConvertible RunLoop Scanner ScopedAttributeContainer
        SocketNativeHandle SocketPort SortComparator SortDescriptor SortOrder StandardPredicateExpression Stream
        StreamDelegate StreamNetworkServiceTypeValue StreamSOCKSProxyConfiguration StreamSOCKSProxyVersion
        StreamSocketSecurityLevel StringStyle StringTransform Thread TimeInterval TimeZone Timer URL
        URLAuthenticationChallenge URLAuthenticationChallengeSender URLCache URLComponents URLCredential
        URLCredentialStorage URLError URLFileResourceType URLProtectionSpace URLProtocol URLProtocolClient URLQueryItem
        URLRequest URLResourceKey URLResourceValues URLResponse URLSession URLSessionConfiguration
        URLSessionDataDelegate URLSessionDataTask URLSessionDelegate URLSessionDownloadDelegate URLSessionDownloadTask
        URLSessionStreamDelegate URLSessionStreamTask URLSessionTask URLSessionTaskDelegate URLSessionTaskMetrics
        URLSessionTaskTransactionMetrics URLSessionUploadTask URLSessionWebSocketDelegate URLSessionWebSocketTask UUID
        Unit UnitAcceleration UnitAngle UnitArea UnitConcentrationMass UnitConverter UnitConverterLinear UnitDispersion
        UnitDuration UnitElectricCharge UnitElectricCurrent UnitElectricPotentialDifference UnitElectricResistance
        UnitEnergy UnitFrequency UnitFuelEfficiency UnitIlluminance UnitInformationStorage UnitLength UnitMass
        UnitPower UnitPressure UnitSpeed UnitTemperature UnitVolume UserDefaults unichar uuid_string_t uuid_t
        """

    /// Foundation's types on Apple's platforms only (their files compile
    /// there; the build check on Linux proves the rest).
    static let appleFoundation = """
        AsyncCharacterSequence AsyncLineSequence AsyncUnicodeScalarSequence DateComponentsFormatter
        DistributedNotificationCenter FileWrapper InlinePresentationIntent ListFormatter LocalizedStringResource
        MeasurementFormatter NSAppleEventDescriptor NSAppleEventManager NSAppleScript NSBackgroundActivityScheduler
        NSBundleResourceRequest NSClassDescription NSCloneCommand NSComparisonPredicate NSDataDetector
        NSDiscardableContent NSDistributedLock NSErrorPointer NSException NSExpression NSExtensionContext
        NSExtensionItem NSExtensionRequestHandling NSFastEnumeration NSFastEnumerationIterator NSFileAccessIntent
        NSFileCoordinator NSFilePresenter NSFileProviderService NSFileSecurity NSFileVersion NSHTTPCookieAcceptPolicy
        NSHashTable NSInflectionRule NSInlinePresentationIntent NSItemProvider NSItemProviderFileOptions
        NSItemProviderReading NSItemProviderRepresentationVisibility NSItemProviderWriting NSKeyValueChange
        NSKeyValueChangeKey NSKeyValueObservation NSKeyValueObservedChange NSKeyValueObservingOptions
        NSKeyValueOperator NSKeyValueSetMutationKind NSKeyValueSharedObservers NSKeyValueSharedObserversSnapshot
        NSLinguisticTag NSLinguisticTagScheme NSLinguisticTagger NSLocalizedStringResource NSMachPort
        NSMachPortDelegate NSMapTable NSMetadataItem NSMetadataQuery NSMetadataQueryAttributeValueTuple
        NSMetadataQueryDelegate NSMetadataQueryResultGroup NSMorphology NSOrderedCollectionChange
        NSOrderedCollectionDifference NSOrthography NSPointerArray NSPointerFunctions NSPortMessage
        NSPresentationIntent NSPropertyListFormat NSProxy NSPurgeableData NSScriptCommand NSScriptObjectSpecifier
        NSSecureUnarchiveFromDataTransformer NSSpellServer NSStringEncodingDetectionOptionsKey NSTermOfAddress
        NSURLConnection NSURLConnectionDataDelegate NSURLConnectionDelegate NSURLDownload NSUbiquitousKeyValueStore
        NSUbiquitousKeyValueStoreChangeReason NSUserActivity NSUserActivityDelegate NSUserActivityPersistentIdentifier
        NSUserAppleScriptTask NSUserAutomatorTask NSUserNotification NSUserNotificationCenter NSUserScriptTask
        NSUserUnixTask NSValueTransformerName NSXPCCoder NSXPCConnection NSXPCInterface NSXPCListener
        NSXPCListenerDelegate NSXPCListenerEndpoint NSXPCProxyCreating PersonNameComponentsFormatter
        PredicateCodableConfiguration PredicateCodableKeyPathProviding PresentationIntent RelativeDateTimeFormatter
        TermOfAddress UndoManager ValueTransformer
        """
}

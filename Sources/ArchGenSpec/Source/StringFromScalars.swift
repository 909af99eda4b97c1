extension String {
    /// The text of `scalars`, encoded as UTF-8 in one pass: the parsers keep
    /// their input as scalars, and `String.UnicodeScalarView.append(contentsOf:)`
    /// costs several times as much per scalar.
    @inlinable
    public init(scalars: some Collection<Unicode.Scalar>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}

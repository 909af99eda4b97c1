extension String {
    /// The text of `scalars`, encoded as UTF-8 straight into the string's
    /// storage, sized first: the parsers keep their input as scalars, and
    /// `String.UnicodeScalarView.append(contentsOf:)` costs several times as
    /// much per scalar (a name of at most 15 bytes takes no storage at all).
    @inlinable
    package init(scalars: some Collection<Unicode.Scalar>) {
        let count = scalars.reduce(0) { $0 + UTF8.width($1) }
        self = String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for scalar in scalars {
                if scalar.isASCII {
                    buffer[written] = UInt8(truncatingIfNeeded: scalar.value)
                    written += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        buffer[written] = byte
                        written += 1
                    }
                }
            }
            return written
        }
    }
}

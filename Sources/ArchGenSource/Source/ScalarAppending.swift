extension String.UnicodeScalarView {
    /// Appends `scalars` one at a time. `append(contentsOf:)` reserves exactly
    /// the new length on every call, so a text built by many calls to it takes
    /// quadratic time (a 750 kB multi-line quoted string took four seconds).
    package mutating func appendEach(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars { append(scalar) }
    }
}

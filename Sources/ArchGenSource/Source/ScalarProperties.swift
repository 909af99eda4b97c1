extension Unicode.Scalar {
    /// `properties.isWhitespace`, answered for ASCII without Unicode's
    /// tables: the parsers ask it of nearly every scalar they read.
    @inlinable package var isWhitespace: Bool {
        isASCII ? self == " " || ("\t"..."\r").contains(self) : properties.isWhitespace
    }

    /// `properties.isAlphabetic`, answered for ASCII without Unicode's tables.
    @inlinable package var isAlphabetic: Bool {
        isASCII ? ("a"..."z").contains(self) || ("A"..."Z").contains(self) : properties.isAlphabetic
    }
}

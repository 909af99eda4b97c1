extension Unicode.Scalar {
    /// `properties.isWhitespace`, answered for ASCII without Unicode's
    /// tables: the parsers ask it of nearly every scalar they read.
    @inlinable public var isWhitespace: Bool {
        isASCII ? self == " " || ("\t"..."\r").contains(self) : properties.isWhitespace
    }

    /// `properties.isAlphabetic`, answered for ASCII without Unicode's tables.
    @inlinable public var isAlphabetic: Bool {
        isASCII ? ("a"..."z").contains(self) || ("A"..."Z").contains(self) : properties.isAlphabetic
    }
}

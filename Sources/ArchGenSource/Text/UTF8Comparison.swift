#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether these bytes are `text`'s UTF-8 (a file's bytes against what archgen
    /// rendered for it), compared by `memcmp`: the generic `elementsEqual` walks
    /// both a byte at a time, and took a tenth of `generate`'s instructions.
    package func isUTF8(of text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            withUnsafeBufferPointer { bytes in
                bytes.count == utf8.count
                    && (bytes.isEmpty || memcmp(bytes.baseAddress!, utf8.baseAddress!, bytes.count) == 0)
            }
        }
    }
}

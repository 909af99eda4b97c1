/// The line break a file's own lines mostly end with, for lines added to it:
/// `\r\n` when more of its lines end so than with a bare `\n`, else `\n`.
/// One stray CRLF line (an edit made on Windows) does not make every added
/// line a CRLF one.
package enum LineBreak {
    package static func dominant<Units: Collection>(in units: Units) -> String where Units.Element: FixedWidthInteger {
        var crlf = 0, lf = 0
        var previous: Units.Element = 0
        for unit in units {
            if unit == 0x0A {
                if previous == 0x0D { crlf += 1 } else { lf += 1 }
            }
            previous = unit
        }
        return crlf > lf ? "\r\n" : "\n"
    }
}

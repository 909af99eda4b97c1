import ArchGenSpec

/// libFuzzer entry point for `scripts/fuzz declaration`: any text, parsed by every
/// entry point of `DeclarationParser`, gives a result or an error inside the text; a
/// member or type prints to text that parses back to the same syntax tree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeclaration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: bytes(data, size), as: UTF8.self)
    let length = text.unicodeScalars.count
    func check<T>(_ parse: (String) throws(DeclarationError) -> T) -> T? {
        do {
            return try parse(text)
        } catch {
            require((0...length).contains(error.offset), "offset \(error.offset) outside \(length): \(error.message)")
            return nil
        }
    }
    if let member = check(DeclarationParser.parseMember) {
        let printed = member.description
        require((try? DeclarationParser.parseMember(printed)) == member, "\(text.debugDescription) prints as \(printed.debugDescription)")
    }
    if let type = check(DeclarationParser.parseType) {
        let printed = type.description
        require((try? DeclarationParser.parseType(printed)) == type, "\(text.debugDescription) prints as \(printed.debugDescription)")
    }
    _ = check(DeclarationParser.parseEntity)
    _ = check(DeclarationParser.parseFieldList)
    return 0
}

import ArchGenSpec
import ArchGenTemplates

/// Partials the fuzzed template may include, one of them including itself.
private let partials = InMemoryTemplateLoader([
    "P": "{{ x }}{% include \"Q\" with obj %}\n",
    "Q": "{% for y in xs %}{{ y }}{% endfor %}",
    "R": "{% include \"R\" %}",
])

/// A small context with a value of every kind.
private let context: TemplateObject = [
    "module": "signIn", "a": true, "b": false, "x": "y", "n": 3, "xs": ["1", "2"], "body": "a\n\nb",
    "obj": ["name": "Name", "xs": []], "nothing": nil,
    "methods": [["name": "load", "parameters": [["label": "id", "type": "Int"]]], ["name": "save", "parameters": []]],
]

/// libFuzzer entry point for `scripts/fuzz template`: any text is a template that
/// renders against a small context, or a located error; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: bytes(data, size), as: UTF8.self)
    do {
        _ = try Template(name: "Fuzz", text: text).render(context, loader: partials)
    } catch {
        require(error.location.line >= 1 && error.location.column >= 1, "location \(error.location): \(error.message)")
        require(error.path != "Fuzz" || error.sourceLine != nil, "no source line: \(error.message)")
        require(!error.rendered.isEmpty, "empty rendering")
    }
    return 0
}

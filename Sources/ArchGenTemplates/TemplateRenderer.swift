import ArchGenSource

/// Walks a template's nodes against a context, appending to one output
/// string (linear in the output's size).
struct TemplateRenderer {
    private var rendered = RenderedText()
    var output: String { rendered.text }
    private var context: TemplateContext
    private let loader: any TemplateLoader
    /// The names of the templates being rendered, outermost first.
    private var includeStack: [String] = []
    /// Loop iterations so far, up to `TemplateLimits.maximumLoopIterations`.
    private var iterations = 0
    /// The templates included so far, by name (the loader's cache is every core's, behind a lock).
    private var included: [String: Template] = [:]

    init(context: TemplateObject, overriding variables: TemplateObject, loader: any TemplateLoader) {
        self.context = TemplateContext(context)
        if !variables.isEmpty { self.context.push(variables) }
        self.loader = loader
    }

    mutating func render(_ template: Template) throws(TemplateError) {
        includeStack.append(template.name)
        defer { includeStack.removeLast() }
        try render(template.nodes, in: template)
    }

    private mutating func render(_ nodes: [TemplateNode], in template: Template) throws(TemplateError) {
        // By position: the nodes are switched on where they are, not copied out first.
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                rendered.write(text)
            case .output(let value):
                rendered.write(try printed(value, in: template))
                try checkOutputSize(at: value.location, in: template)
            case .forLoop(let loop):
                try render(loop, in: template)
            case .conditional(let conditional):
                try render(conditional, in: template)
            case .include(let include):
                try render(include, in: template)
            }
        }
    }

    private func printed(_ value: FilteredValue, in template: Template) throws(TemplateError) -> String {
        let result = try evaluate(value, in: template, lenient: value.defaultsFirst)
        if let text = result.printedText { return text }
        let expression = value.text
        switch result {
        case .array:
            throw template.source.templateError(
                "'\(expression)' is an array, which cannot be printed", at: value.location,
                hint: "loop over it with '{% for … in \(expression) %}' or join it with '\(expression)|join:\", \"'")
        case .object(let object):
            throw template.source.templateError(
                "'\(expression)' is an object, which cannot be printed", at: value.location,
                hint: object.keys.first.map { "print one of its keys, such as '\(expression).\($0)'" })
        default:
            throw template.source.templateError(
                "'\(expression)' is null; there is nothing to print", at: value.location,
                hint: "give a fallback with '\(expression)|default:\"…\"' or test it with '{% if \(expression) %}'")
        }
    }

    private mutating func render(_ loop: ForLoop, in template: Template) throws(TemplateError) {
        let sequence = try evaluate(loop.sequence, in: template, lenient: loop.sequence.defaultsFirst)
        guard case .array(let elements) = sequence else {
            throw template.source.templateError(
                "'\(loop.sequence.text)' is \(sequence.kindDescription); only an array can be looped over",
                at: loop.sequence.location)
        }
        guard !elements.isEmpty else {
            try render(loop.emptyBody, in: template)
            return
        }
        context.push()
        defer { context.pop() }
        for (offset, element) in elements.enumerated() {
            iterations += 1
            guard iterations <= TemplateLimits.maximumLoopIterations else {
                throw template.source.templateError(
                    "loops run more than \(TemplateLimits.maximumLoopIterations) times in one rendering",
                    at: loop.sequence.location,
                    hint: "at most \(TemplateLimits.maximumLoopIterations) iterations are supported; nested loops multiply")
            }
            try checkOutputSize(at: loop.sequence.location, in: template)
            context.set(loop.variable, element)
            context.setLoop(.init(offset: offset, count: elements.count))
            try render(loop.body, in: template)
        }
    }

    /// Fails once the output is over `TemplateLimits.maximumOutputSize`.
    private func checkOutputSize(at location: SourceLocation, in template: Template) throws(TemplateError) {
        guard rendered.bytes.count > TemplateLimits.maximumOutputSize else { return }
        throw template.source.templateError(
            "the output is larger than \(TemplateLimits.maximumOutputSize >> 20) MiB", at: location,
            hint: "at most \(TemplateLimits.maximumOutputSize) bytes of output are supported")
    }

    private mutating func render(_ conditional: Conditional, in template: Template) throws(TemplateError) {
        for branch in conditional.branches {
            if try isTrue(branch.condition, in: template) {
                try render(branch.body, in: template)
                return
            }
        }
        try render(conditional.elseBody, in: template)
    }

    private mutating func render(_ include: Include, in template: Template) throws(TemplateError) {
        guard includeStack.count < TemplateLimits.maximumIncludeDepth else {
            throw template.source.templateError(
                "includes are nested more than \(TemplateLimits.maximumIncludeDepth) deep", at: include.location)
        }
        if let start = includeStack.firstIndex(of: include.name) {
            let cycle = (includeStack[start...] + [include.name]).map { "'\($0)'" }.joined(separator: " → ")
            throw template.source.templateError(
                "include cycle: \(cycle)", at: include.location,
                hint: "a template cannot include itself, directly or through others")
        }
        let included: Template
        if let known = self.included[include.name] {
            included = known
        } else {
            guard let loaded = try loader.template(named: include.name) else {
                throw template.source.templateError(
                    "template '\(include.name)' not found", at: include.location,
                    hint: NearMiss.hint(for: include.name, in: loader.templateNames))
            }
            self.included[include.name] = loaded
            included = loaded
        }
        var pushed = false
        if let with = include.with {
            let value = try evaluate(with, in: template, lenient: with.defaultsFirst)
            guard case .object(let object) = value else {
                throw template.source.templateError(
                    "'\(with.text)' is \(value.kindDescription); 'include … with' needs an object",
                    at: with.location)
            }
            context.push(object)
            pushed = true
        }
        defer { if pushed { context.pop() } }
        guard let indent = include.indent else {
            try render(included)
            return
        }
        rendered.beginInclude(indentedBy: indent)
        try render(included)
        rendered.endInclude(lineBreak: include.lineBreak)
    }

    // MARK: Values

    private func isTrue(_ expression: Expression, in template: Template) throws(TemplateError) -> Bool {
        switch expression {
        case .value(let value):
            return try evaluate(value, in: template, lenient: true).isTruthy
        case .not(let operand):
            return try !isTrue(operand, in: template)
        case .and(let left, let right):
            guard try isTrue(left, in: template) else { return false }
            return try isTrue(right, in: template)
        case .or(let left, let right):
            if try isTrue(left, in: template) { return true }
            return try isTrue(right, in: template)
        case .equal(let left, let right, let negated):
            let equal = try value(of: left, in: template) == value(of: right, in: template)
            return equal != negated
        }
    }

    /// A condition's value: what `==` compares.
    private func value(of expression: Expression, in template: Template) throws(TemplateError) -> TemplateValue {
        if case .value(let value) = expression {
            return try evaluate(value, in: template, lenient: true)
        }
        return .bool(try isTrue(expression, in: template))
    }

    /// The operand looked up, then passed through the filters.
    private func evaluate(_ value: FilteredValue, in template: Template, lenient: Bool) throws(TemplateError) -> TemplateValue {
        var result = try resolve(value.operand, in: template, lenient: lenient)
        for call in value.filters {
            var arguments: [TemplateValue] = []
            for argument in call.arguments {
                arguments.append(try resolve(argument, in: template, lenient: false))
            }
            do throws(TemplateFilterError) {
                result = try call.filter.apply(result, arguments)
            } catch {
                throw template.source.templateError(error.message, at: call.location, hint: error.hint)
            }
        }
        return result
    }

    private func resolve(_ operand: Operand, in template: Template, lenient: Bool) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .literal(let value, _):
            return value
        case .variable(let path):
            return try lookUp(path, in: template, lenient: lenient)
        }
    }

    private func lookUp(_ path: VariablePath, in template: Template, lenient: Bool) throws(TemplateError) -> TemplateValue {
        let root = path.segments[0]
        guard var current = context[root.name] else {
            throw template.source.templateError(
                "unknown variable '\(root.name)'", at: root.location,
                hint: NearMiss.hint(for: root.name, in: context.visibleNames))
        }
        for position in path.segments.indices.dropFirst() {
            let segment = path.segments[position]
            var owner: String { path.text(through: position - 1) }
            switch current {
            case .object(let object):
                if let value = object[segment.name] {
                    current = value
                } else if lenient {
                    return .null
                } else {
                    throw template.source.templateError(
                        "'\(owner)' has no key '\(segment.name)'", at: segment.location,
                        hint: NearMiss.hint(for: segment.name, in: object.keys))
                }
            case .null:
                if lenient { return .null }
                throw template.source.templateError(
                    "'\(owner)' is null, so it has no key '\(segment.name)'", at: segment.location)
            default:
                let isFilterName = ["count", "first", "last"].contains(segment.name)
                throw template.source.templateError(
                    "'\(owner)' is \(current.kindDescription), which has no keys", at: segment.location,
                    hint: isFilterName ? "use the filter: '\(owner)|\(segment.name)'" : nil)
            }
        }
        return current
    }
}

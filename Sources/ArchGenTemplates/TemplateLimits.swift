/// The limits on a template's structure and rendering, in one place: far above
/// what a real template needs, and low enough that no template can exhaust the
/// call stack or render for ever.
package enum TemplateLimits {
    /// `for` and `if` blocks inside each other.
    package static let maximumBlockNesting = 64
    /// Parentheses and `not`s inside each other in one condition.
    package static let maximumConditionNesting = 64
    /// Includes inside each other (the template rendered first is depth 1).
    package static let maximumIncludeDepth = 32
    /// Loop iterations in one rendering, all loops together: loops nested in
    /// loops multiply, and 30 nested loops over two items would run a billion times.
    package static let maximumLoopIterations = 100_000
    /// Bytes of output, checked at each printed value and loop iteration: a
    /// generated file is kilobytes, and filters can repeat text (`indent:200`).
    package static let maximumOutputSize = 16 << 20
}

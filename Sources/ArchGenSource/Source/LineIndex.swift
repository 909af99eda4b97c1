/// Where each line of a text starts, to turn a scalar offset into a 1-based line.
package struct LineIndex: Sendable {
    /// The offset of each line's first scalar; the first is 0.
    package let starts: [Int]

    package init(_ scalars: [Unicode.Scalar]) {
        var starts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line holding the scalar at `offset`.
    package func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

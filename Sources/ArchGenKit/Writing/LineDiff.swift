/// Which lines of `old` are deleted and which of `new` are inserted, by
/// Myers' O(ND) algorithm in its linear-space form ("An O(ND) Difference
/// Algorithm and Its Variations", 1986, section 4b): find the middle snake of
/// an optimal edit path, then solve the two halves. Memory is O(N + M), time
/// O((N + M) · D); the result is deterministic.
///
/// Lines found on one side only cannot be kept, so they are marked first and
/// left out of the search: two unrelated texts cost O(N + M), not O(N · M).
///
/// Lines are compared byte for byte (no Unicode equivalence).
struct LineDiff {
    /// `deleted[i]`: line `i` of the old text is not kept.
    private(set) var deleted: [Bool]
    /// `inserted[j]`: line `j` of the new text is new.
    private(set) var inserted: [Bool]

    /// The lines found on both sides, and where each came from.
    private let old: [Int]
    private let new: [Int]
    private let oldPositions: [Int]
    private let newPositions: [Int]
    private var forward: [Int]
    private var backward: [Int]

    /// Compares two sequences of line numbers (equal numbers, equal lines).
    init(old: [Int], new: [Int]) {
        let inOld = Set(old)
        let inNew = Set(new)
        let oldShared = old.indices.filter { inNew.contains(old[$0]) }
        let newShared = new.indices.filter { inOld.contains(new[$0]) }
        deleted = old.map { !inNew.contains($0) }
        inserted = new.map { !inOld.contains($0) }
        oldPositions = oldShared
        newPositions = newShared
        self.old = oldPositions.map { old[$0] }
        self.new = newPositions.map { new[$0] }
        let size = 2 * ((self.old.count + self.new.count + 1) / 2) + 3
        forward = Array(repeating: 0, count: size)
        backward = Array(repeating: 0, count: size)
        compare(oldLow: 0, oldHigh: self.old.count, newLow: 0, newHigh: self.new.count)
    }

    private mutating func compare(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) {
        var (oldLow, oldHigh, newLow, newHigh) = (oldLow, oldHigh, newLow, newHigh)
        while oldLow < oldHigh && newLow < newHigh && old[oldLow] == new[newLow] {
            oldLow += 1
            newLow += 1
        }
        while oldLow < oldHigh && newLow < newHigh && old[oldHigh - 1] == new[newHigh - 1] {
            oldHigh -= 1
            newHigh -= 1
        }
        if oldLow == oldHigh {
            for j in newLow..<newHigh { inserted[newPositions[j]] = true }
        } else if newLow == newHigh {
            for i in oldLow..<oldHigh { deleted[oldPositions[i]] = true }
        } else {
            let snake = middleSnake(oldLow: oldLow, oldHigh: oldHigh, newLow: newLow, newHigh: newHigh)
            compare(oldLow: oldLow, oldHigh: snake.oldStart, newLow: newLow, newHigh: snake.newStart)
            compare(oldLow: snake.oldEnd, oldHigh: oldHigh, newLow: snake.newEnd, newHigh: newHigh)
        }
    }

    /// The middle snake of an optimal path through a box whose first and last
    /// lines differ (so the path has at least two edits and the snake splits
    /// the box into two smaller ones). Absolute positions.
    private mutating func middleSnake(
        oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int
    ) -> (oldStart: Int, newStart: Int, oldEnd: Int, newEnd: Int) {
        let n = oldHigh - oldLow
        let m = newHigh - newLow
        let delta = n - m
        let odd = delta & 1 != 0
        let limit = (n + m + 1) / 2
        // forward[offset + k]: furthest x on diagonal k = x - y from the start;
        // backward[offset + k]: the same from the end, in reversed coordinates.
        let offset = limit + 1
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && old[oldLow + x] == new[newLow + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                let reversed = delta - k
                if odd && reversed >= -(d - 1) && reversed <= d - 1 && x + backward[offset + reversed] >= n {
                    return (oldLow + startX, newLow + startY, oldLow + x, newLow + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && old[oldHigh - 1 - x] == new[newHigh - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + k] = x
                let straight = delta - k
                if !odd && straight >= -d && straight <= d && x + forward[offset + straight] >= n {
                    return (oldHigh - x, newHigh - y, oldHigh - startX, newHigh - startY)
                }
            }
        }
        preconditionFailure("an edit path of at most N + M edits always exists")
    }
}

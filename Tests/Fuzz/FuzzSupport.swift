// Shared by the libFuzzer harnesses (see scripts/fuzz); compiled into each one.

/// Stops the fuzzer with `message` (libFuzzer saves the input as a crash) unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The fuzzer's input as an array.
func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

// A stand-in for the part of SwiftUI (and Combine) generated modules use,
// so that on Linux `#if canImport(SwiftUI)` code is compiled and
// type-checked too (end-to-end tests only; the signatures follow Apple's).

public protocol ObservableObject: AnyObject {}

@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@propertyWrapper
@MainActor
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}

@propertyWrapper
@MainActor
public struct StateObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) {
        self.wrappedValue = wrappedValue()
    }
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

// A stand-in for the part of SwiftUI (and Combine) generated modules use,
// so that on Linux `#if canImport(SwiftUI)` code is compiled and
// type-checked too (end-to-end tests only). Each declaration quotes Apple's
// (iOS 18 SDK, SwiftUI.swiftinterface and SwiftUICore.swiftinterface, or
// Combine's); the bodies do nothing, and initializers are `nonisolated`, as
// the interfaces declare them (SwiftUI's views are built off the main actor too). Observation is the toolchain's own,
// which SwiftUI re-exports as Apple's does.

@_exported import Observation

// Combine: `public protocol ObservableObject : AnyObject { associatedtype
// ObjectWillChangePublisher : Publisher = ObservableObjectPublisher ... }`.
public protocol ObservableObject: AnyObject {}

// Combine: `@propertyWrapper public struct Published<Value> { public init(wrappedValue: Value) }`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

// `@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
//   associatedtype Body : View
//   @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get } }`.
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// `extension Never : View`.
extension Never: View {
    public var body: Never { fatalError() }
}

// `@frozen public struct Text : Equatable, Sendable { public init<S>(_ content: S) where S : StringProtocol;
//   public init(verbatim content: String) }`; the body is `Never`, as a primitive view's.
public struct Text: View, Equatable, Sendable {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(verbatim content: String) {}
    public var body: Never { fatalError() }
}

// `@frozen public struct TupleView<T> : View { public init(_ value: T) }`.
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

// `@resultBuilder public struct ViewBuilder {
//   public static func buildBlock<Content>(_ content: Content) -> Content where Content : View
//   public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
//     where repeat each Content : View }`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

// `public struct List<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View`;
// `extension List where SelectionValue == Never { public init(@ViewBuilder content: () -> Content) }`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// `@frozen public struct ModifiedContent<Content, Modifier>`, `View` where `Content : View`:
// what a modifier returns (`some View` in Apple's declarations).
public struct ModifiedContent<Content, Modifier>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

public enum _AppearanceModifier {}
public enum _TaskModifier {}

extension View {
    // `@inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View`.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent<Self, _AppearanceModifier>()
    }

    // `@inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View`.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent<Self, _AppearanceModifier>()
    }

    // `@inlinable nonisolated public func task(priority: TaskPriority = .userInitiated,
    //   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View`.
    nonisolated public func task(priority: TaskPriority = .userInitiated,
                                 @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent<Self, _TaskModifier>()
    }
}

// `@frozen @propertyWrapper public struct StateObject<ObjectType> : DynamicProperty
//   where ObjectType : ObservableObject {
//   @inlinable public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
//   @MainActor @preconcurrency public var wrappedValue: ObjectType { get }
//   @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { get } }`:
// the thunk is called once, when SwiftUI first installs the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let thunk: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    @MainActor @preconcurrency public var wrappedValue: ObjectType { thunk() }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

// `@frozen @propertyWrapper public struct State<Value> : DynamicProperty {
//   public init(wrappedValue value: Value); public init(initialValue value: Value)
//   public var wrappedValue: Value { get nonmutating set }
//   public var projectedValue: Binding<Value> { get } }`.
@propertyWrapper
public struct State<Value> {
    private let value: Value

    public init(wrappedValue value: Value) {
        self.value = value
    }

    public init(initialValue value: Value) {
        self.value = value
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

// The part of SwiftUI's stand-in (`SwiftUI.swift`) a screen that opens modules,
// or dismisses, uses (Docs/navigation.md): bindings, the environment's
// dismiss action, navigation stacks, destinations and sheets. Each declaration
// quotes Apple's (iOS 18 SDK, SwiftUI.swiftinterface and SwiftUICore.swiftinterface).

// `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
//   public var wrappedValue: Value { get nonmutating set }
//   public var projectedValue: Binding<Value> { get }
//   public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get } }`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { wrappedValue[keyPath: keyPath] }, set: { wrappedValue[keyPath: keyPath] = $0 })
    }
}

// `@propertyWrapper @frozen public struct ObservedObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject {
//   @dynamicMemberLookup @frozen public struct Wrapper {
//     public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { get } } }`.
public enum ObservedObject<ObjectType: ObservableObject> {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

// `@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty {
//   @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>)
//   @inlinable public var wrappedValue: Value { get } }`.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// `public struct EnvironmentValues : CustomStringConvertible { public init() }`.
public struct EnvironmentValues {
    public init() {}
}

extension EnvironmentValues {
    // `public var dismiss: DismissAction { get }`.
    public var dismiss: DismissAction { DismissAction() }
}

// `@MainActor @preconcurrency public struct DismissAction { @MainActor @preconcurrency public func callAsFunction() }`.
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated init() {}

    @MainActor @preconcurrency public func callAsFunction() {}
}

// `public struct NavigationPath { public init() }`.
public struct NavigationPath {
    public init() {}
}

// `@MainActor @preconcurrency public struct NavigationStack<Data, Root> : View where Root : View {
//   @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath }`.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) {}
}

// `@frozen public struct _ConditionalContent<TrueContent, FalseContent>`, `View` where both are.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

extension ViewBuilder {
    // `public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    //   -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    // `public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    //   -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    // `public static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

// `extension Optional : View where Wrapped : View`.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public enum _NavigationDestinationModifier {}
public enum _SheetModifier {}

extension View {
    // `nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>,
    //   @ViewBuilder destination: () -> V) -> some View where V : View`.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        ModifiedContent<Self, _NavigationDestinationModifier>()
    }

    // `nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    //   @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        ModifiedContent<Self, _SheetModifier>()
    }
}

// The stand-in's `ForEach`, which a screen's `body` shows an array with, a
// row per element. Apple's declarations, quoted from the iOS 18 SDK's
// SwiftUICore.swiftinterface (where `ForEach` is declared since iOS 18;
// SwiftUI re-exports it):
//
//   public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable {
//     public var data: Data
//     public var content: (Data.Element) -> Content }
//   extension ForEach : View where Content : View { public typealias Body = Never }
//   extension ForEach where ID == Data.Element.ID, Content : View, Data.Element : Identifiable {
//     public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) }
//   extension ForEach where Content : View {
//     public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) }
//
// The bodies do nothing; the initializers are `nonisolated`, as the other
// views' in this stand-in (SwiftUI's views are built off the main actor too).

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

#if canImport(UIKit)
import Testing
@testable import Journal

@MainActor
struct EntryEditorViewControllerTests {
    @Test func theEntryItIsGivenIsFilledWhenItLoads() {
        let controller = EntryEditorViewController()
        controller.presenter = EntryEditorBuilder.build(view: controller, entry: Entry(id: 1, title: "Walk", text: "By the river."),
                                                        delegate: nil)

        controller.viewDidLoad()

        #expect(controller.entryTitle == "Walk")
        #expect(controller.entryText == "By the river.")
    }

    @Test func savingWithNoTitleShowsItIsMissing() {
        let controller = EntryEditorViewController()
        controller.presenter = EntryEditorBuilder.build(view: controller, entry: nil, delegate: nil)

        controller.saveTapped(title: "", text: "Ten kilometres.")

        #expect(controller.isTitleMissingShown)
    }
}
#endif

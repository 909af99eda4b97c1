import ArchGenKit
import ArchGenSpec
import TestSupport
import XCTest

/// A property added to a role list reaches the team's view model as a
/// stub: a stored one beside its stored properties (after the one the fresh
/// rendering has before it, `private(set)` and all), a computed one at the end.
final class PropertyStubTests: XCTestCase {
    private static let oldContract = """
        @MainActor
        protocol ShopViewModelInput: AnyObject {
            func load()
            var isLoading: Bool { get }
        }

        """

    private static let newContract = """
        @MainActor
        protocol ShopViewModelInput: AnyObject {
            func load()
            var isLoading: Bool { get }
            var alertMessage: String? { get }
            var featured: Photo { get }
        }

        """

    /// What archgen renders for the view model now.
    private static let fresh = """
        // Created by archgen from Shop.archgen. Yours to edit.

        @MainActor
        final class ShopViewModel: ShopViewModelInput {
            private(set) var isLoading: Bool = false
            private(set) var alertMessage: String?

            func load() {
                // TODO: Update the output.
            }

            var featured: Photo {
                // TODO: Return its value.
                fatalError("\\(#function) is not implemented yet")
            }
        }

        """

    private static let teams = """
        // Created by archgen from Shop.archgen. Yours to edit.

        @MainActor
        final class ShopViewModel: ShopViewModelInput {
            private(set) var isLoading: Bool = false

            func load() {
                isLoading = true
            }
        }

        """

    func testAStoredPropertyJoinsTheStoredOnesAndAComputedOneTheEnd() throws {
        let actions = [
            FileAction(path: "Shop/ShopContract.swift", kind: .update, ownership: .generated, contents: Self.newContract,
                       oldContents: Self.oldContract),
            FileAction(path: "Shop/ShopViewModel.swift", kind: .skip, ownership: .scaffold, contents: Self.fresh, oldContents: Self.teams),
        ]
        let result = ScaffoldFollowing.follow(
            actions, types: ["Shop/ShopViewModel.swift": "ShopViewModel"], contents: { _ in Array(Self.teams.utf8) },
            implementedElsewhere: { _, _ in false })
        XCTAssertEqual(try XCTUnwrap(result.files.first).contents, """
            // Created by archgen from Shop.archgen. Yours to edit.

            @MainActor
            final class ShopViewModel: ShopViewModelInput {
                private(set) var isLoading: Bool = false
                private(set) var alertMessage: String?

                func load() {
                    isLoading = true
                }

                var featured: Photo {
                    // TODO: Return its value.
                    fatalError("\\(#function) is not implemented yet")
                }
            }

            """)
        XCTAssertEqual(result.stubs.map(\.message), [
            "added a stub of alertMessage to ShopViewModel: ShopViewModelInput requires it, new in ShopContract.swift",
            "added a stub of featured to ShopViewModel: ShopViewModelInput requires it, new in ShopContract.swift",
        ])
    }
}

// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = HomeViewSpy()

        // When
        let module = HomeRouter.assemble(view: { _ in view })

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? HomeInteractor)
        let router = try XCTUnwrap(module.presenter.router as? HomeRouter)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
        XCTAssertIdentical(router.view, view)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: HomeViewSpy?
        weak var weakPresenter: HomePresenter?
        weak var weakInteractor: HomeInteractor?
        weak var weakRouter: HomeRouter?

        // When
        do {
            let view = HomeViewSpy()
            let module = HomeRouter.assemble(view: { _ in view })
            let interactor = try XCTUnwrap(module.presenter.interactor as? HomeInteractor)
            let router = try XCTUnwrap(module.presenter.router as? HomeRouter)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakRouter)
    }

    func testCloseDismissesThePresentedModule() async throws {
        // Given
        #if canImport(UIKit)
        let view = HomeNavigatingViewController()
        let module = HomeRouter.assemble(view: { _ in view })
        let router = try XCTUnwrap(module.presenter.router as? HomeRouter)
        view.isPresented = true

        // When
        router.close()

        // Then
        XCTAssertTrue(view.isDismissed)
        #endif
    }

    func testClosePopsThePushedModule() async throws {
        // Given
        #if canImport(UIKit)
        let view = HomeNavigatingViewController()
        let module = HomeRouter.assemble(view: { _ in view })
        let router = try XCTUnwrap(module.presenter.router as? HomeRouter)

        // When
        router.close()

        // Then
        XCTAssertEqual(view.navigation.pops, 1)
        #endif
    }
}

#if canImport(UIKit)
import UIKit

/// The view the routes navigate from in the tests: it records what it
/// presents, and its navigation controller what is pushed.
final class HomeNavigatingViewController: UIViewController, HomeView {
    let navigation = HomeNavigationSpy()
    private(set) var presented: [UIViewController] = []
    /// Whether it is shown as presented (by its navigation controller), or pushed.
    var isPresented = false
    private(set) var isDismissed = false

    override var navigationController: UINavigationController? { navigation }

    override var presentingViewController: UIViewController? { isPresented ? navigation : nil }

    override func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewController)
    }

    override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        isDismissed = true
    }

    func display(title: String) {}
}

/// A navigation controller that records what is pushed on it, and how many times it pops.
final class HomeNavigationSpy: UINavigationController {
    private(set) var pushed: [UIViewController] = []
    private(set) var pops = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushed.append(viewController)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        pops += 1
        return nil
    }
}
#endif

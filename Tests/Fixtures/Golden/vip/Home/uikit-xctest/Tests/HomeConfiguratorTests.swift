// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = HomeDisplayLogicSpy()

        // When
        let scene = HomeConfigurator.configure(viewController: { _, _ in viewController })

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? HomePresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: HomeDisplayLogicSpy?
        weak var weakInteractor: HomeInteractor?
        weak var weakPresenter: HomePresenter?
        weak var weakRouter: HomeRouter?

        // When
        do {
            let viewController = HomeDisplayLogicSpy()
            let scene = HomeConfigurator.configure(viewController: { _, _ in viewController })
            let presenter = try XCTUnwrap(scene.interactor.presenter as? HomePresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }

    func testCloseDismissesThePresentedModule() async throws {
        // Given
        #if canImport(UIKit)
        let viewController = HomeNavigatingViewController()
        let scene = HomeConfigurator.configure(viewController: { _, _ in viewController })
        viewController.isPresented = true

        // When
        scene.router.close()

        // Then
        XCTAssertTrue(viewController.isDismissed)
        #endif
    }

    func testClosePopsThePushedModule() async throws {
        // Given
        #if canImport(UIKit)
        let viewController = HomeNavigatingViewController()
        let scene = HomeConfigurator.configure(viewController: { _, _ in viewController })

        // When
        scene.router.close()

        // Then
        XCTAssertEqual(viewController.navigation.pops, 1)
        #endif
    }
}

#if canImport(UIKit)
import UIKit

/// The view the routes navigate from in the tests: it records what it
/// presents, and its navigation controller what is pushed.
final class HomeNavigatingViewController: UIViewController, HomeDisplayLogic {
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

// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Home_DisplayUISpy()

        // When
        let module = HomeNavigator.assemble(ui: { _ in ui })

        // Then
        let worker = try XCTUnwrap(module.director.dataManager as? HomeWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? HomeNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(navigator.scene, ui)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: Home_DisplayUISpy?
        weak var weakDirector: HomeDirector?
        weak var weakWorker: HomeWorker?
        weak var weakNavigator: HomeNavigator?

        // When
        do {
            let ui = Home_DisplayUISpy()
            let module = HomeNavigator.assemble(ui: { _ in ui })
            let worker = try XCTUnwrap(module.director.dataManager as? HomeWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? HomeNavigator)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
        XCTAssertNil(weakNavigator)
    }

    func testCloseDismissesThePresentedModule() async throws {
        // Given
        #if canImport(UIKit)
        let ui = HomeNavigatingViewController()
        let module = HomeNavigator.assemble(ui: { _ in ui })
        let navigator = try XCTUnwrap(module.director.navigator as? HomeNavigator)
        ui.isPresented = true

        // When
        navigator.close()

        // Then
        XCTAssertTrue(ui.isDismissed)
        #endif
    }

    func testClosePopsThePushedModule() async throws {
        // Given
        #if canImport(UIKit)
        let ui = HomeNavigatingViewController()
        let module = HomeNavigator.assemble(ui: { _ in ui })
        let navigator = try XCTUnwrap(module.director.navigator as? HomeNavigator)

        // When
        navigator.close()

        // Then
        XCTAssertEqual(ui.navigation.pops, 1)
        #endif
    }
}

#if canImport(UIKit)
import UIKit

/// The view the routes navigate from in the tests: it records what it
/// presents, and its navigation controller what is pushed.
final class HomeNavigatingViewController: UIViewController, Home_DisplayUI {
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

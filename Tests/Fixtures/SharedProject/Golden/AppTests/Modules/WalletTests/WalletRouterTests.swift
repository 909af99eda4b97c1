// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class WalletRouterTests: XCTestCase {
}

// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation

/// Does the director's data requests.
@MainActor
final class ItemsDetailsWorker {}

// MARK: - ItemsDetails_ManageData

extension ItemsDetailsWorker: ItemsDetails_ManageData {}

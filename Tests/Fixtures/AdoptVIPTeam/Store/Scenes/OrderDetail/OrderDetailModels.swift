//
//  OrderDetailModels.swift
//  Store
//

import Foundation

enum OrderDetail {
    // MARK: Use cases

    enum LoadOrder {
        struct Request {}

        struct Response {
            var order: Order?
        }

        struct ViewModel {
            var title: String
            var total: String
        }
    }
}

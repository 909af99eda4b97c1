//
//  OrderListModels.swift
//  Store
//

import Foundation

enum OrderList {
    // MARK: Use cases

    enum FetchOrders {
        struct Request {}

        struct Response {
            var orders: [Order]
        }

        struct ViewModel {
            var rows: [String]
        }
    }
}

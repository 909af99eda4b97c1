// Ours, not the article's (seed 000, "Unit Testing with Viper"). The article's
// MockDataFetcher (SignInInteractorTest.swift) names `URLRequest` with only
// `import XCTest`, which is enough on Apple platforms, where Foundation has
// URLRequest. On Linux it is in FoundationNetworking, which the generated
// contract imports but does not re-export; re-exporting it here lets the test
// file's `@testable import SignIn` bring it in, so the test stays verbatim.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

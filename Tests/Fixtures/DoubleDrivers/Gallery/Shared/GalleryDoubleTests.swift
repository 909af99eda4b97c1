// Drives every test double archgen generates for Gallery.archgen (every
// member shape styles.md names) and checks what each one recorded. The
// style's `GalleryDoubleAliases.swift` names its doubles; this file is the
// same for VIPER, VIPER-S and VIP.

import Foundation
import XCTest
@testable import Gallery

@MainActor
final class GalleryDoubleTests: XCTestCase {
    private let photo = Photo(id: 7, title: "Dunes")

    func testViewDoubleRecordsOverloadsAndEscapingClosures() async {
        let view = ViewDouble()
        var animated = false

        view.show(photos: [photo])
        view.show(photo)
        view.show(3)
        view.animate(duration: 0.25) { animated = true }
        view.animateDurationAnimationsReceivedArguments?.animations()

        XCTAssertEqual(view.showPhotosReceivedPhotos, [photo])
        XCTAssertEqual(view.showPhotoReceivedPhoto, photo)
        XCTAssertEqual(view.showIntReceivedInvocations, [3])
        XCTAssertEqual(view.animateDurationAnimationsReceivedArguments?.duration, 0.25)
        XCTAssertTrue(animated)
        view.reset()
        XCTAssertFalse(view.showPhotosCalled)
        XCTAssertNil(view.showPhotoReceivedPhoto)
        XCTAssertEqual(view.animateDurationAnimationsReceivedInvocations.count, 0)
    }

    func testEventsDoubleRecordsKeywordLabelsAndAsyncCalls() async {
        let events = EventsDouble()
        var refreshed = 0
        events.refreshClosure = { refreshed += 1 }

        events.onAppear()
        events.select(at: 2)
        events.move(from: 0, to: 4)
        events.filter(in: "Trips", for: "sea")
        await events.refresh()

        XCTAssertEqual(events.onAppearCallsCount, 1)
        XCTAssertEqual(events.selectAtReceivedIndex, 2)
        XCTAssertEqual(events.moveFromToReceivedArguments?.source, 0)
        XCTAssertEqual(events.moveFromToReceivedArguments?.destination, 4)
        XCTAssertEqual(events.filterInForReceivedInvocations.map(\.album), ["Trips"])
        XCTAssertEqual(events.filterInForReceivedArguments?.query, "sea")
        XCTAssertEqual(events.refreshCallsCount, 1)
        XCTAssertEqual(refreshed, 1)
    }

    func testInteractorDoubleStubsResultsErrorsInoutVariadicsAndGenerics() async throws {
        let interactor = InteractorDouble()
        interactor.loadPhotoIdReturnValue = photo
        interactor.totalOfReturnValue = 6
        interactor.normalizeClosure = { $0 = min($0, 10) }
        interactor.firstOfMatchingReturnValue = "b"
        var value = 42

        let loaded = try await interactor.loadPhoto(id: 7)
        let total = interactor.total(of: 1, 2, 3)
        interactor.normalize(&value)
        let found = interactor.first(of: ["a", "b"], matching: "b")

        XCTAssertEqual(loaded, photo)
        XCTAssertEqual(interactor.loadPhotoIdReceivedId, 7)
        XCTAssertEqual(total, 6)
        XCTAssertEqual(interactor.totalOfReceivedValues, [1, 2, 3])
        XCTAssertEqual(value, 10)
        XCTAssertEqual(interactor.normalizeReceivedValue, 42)
        XCTAssertEqual(found, "b")
        XCTAssertEqual(interactor.firstOfMatchingReceivedArguments?.items as? [String], ["a", "b"])
        XCTAssertEqual(interactor.firstOfMatchingReceivedArguments?.item as? String, "b")

        interactor.loadPhotoIdThrowableError = GalleryError.offline
        do {
            _ = try await interactor.loadPhoto(id: 8)
            XCTFail("loadPhoto(id:) did not throw the stubbed error")
        } catch {
            XCTAssertEqual(error as? GalleryError, .offline)
        }
        XCTAssertEqual(interactor.loadPhotoIdReceivedInvocations, [7, 8])
    }

    func testOutputDoubleRecordsErrorsAndHandlers() async {
        let output = OutputDouble()
        var progress: [Double] = []

        output.didLoad(photo: photo)
        output.didFail(error: GalleryError.denied)
        output.progress { progress.append($0) }
        output.progressReceivedHandler?(0.5)

        XCTAssertEqual(output.didLoadPhotoReceivedPhoto, photo)
        XCTAssertEqual(output.didFailErrorReceivedError as? GalleryError, .denied)
        XCTAssertEqual(output.progressCallsCount, 1)
        XCTAssertEqual(progress, [0.5])
    }

    func testRoutesDoubleKeepsTheCompletionForTheTestToCall() async {
        let routes = RoutesDouble()
        var completed = false

        routes.open(photo) { completed = true }
        routes.close()
        XCTAssertFalse(completed)
        routes.openCompletionReceivedArguments?.completion()

        XCTAssertEqual(routes.openCompletionReceivedArguments?.photo, photo)
        XCTAssertTrue(completed)
        XCTAssertTrue(routes.closeAnimatedCalled)
    }

    func testDelegateDoubleRecordsItsCallbacks() async {
        let delegate = DelegateDouble()

        delegate.galleryDidFinish(with: [photo])
        delegate.gallery("Trips", didSelect: photo)

        XCTAssertEqual(delegate.galleryDidFinishWithReceivedPhotos, [photo])
        XCTAssertEqual(delegate.galleryDidSelectReceivedArguments?.gallery, "Trips")
        XCTAssertEqual(delegate.galleryDidSelectReceivedArguments?.photo, photo)
    }

    func testServiceMockStubsPropertiesAndAsyncThrowingMembers() async throws {
        let store = PhotoStoreMock()
        store.underlyingCount = 3
        store.selection = photo
        store.underlyingToken = "secret"
        store.photoIdClosure = { id in Photo(id: id, title: "from the closure") }
        store.photosMatchingLimitReturnValue = [photo]
        var delivered: [Photo] = []

        let token = try await store.token
        let fetched = try await store.photo(id: 9)
        let matching = await store.photos(matching: "sea", limit: 20)
        try store.save("Dunes", forKey: "last")
        store.fetchAll { result in delivered = (try? result.get()) ?? [] }
        store.fetchAllCompletionReceivedCompletion?(.success([photo]))

        XCTAssertEqual(store.count, 3)
        XCTAssertEqual(store.selection, photo)
        XCTAssertEqual(token, "secret")
        XCTAssertEqual(fetched, Photo(id: 9, title: "from the closure"))
        XCTAssertEqual(matching, [photo])
        XCTAssertEqual(store.photosMatchingLimitReceivedArguments?.limit, 20)
        XCTAssertEqual(store.saveForKeyReceivedArguments?.value as? String, "Dunes")
        XCTAssertEqual(store.saveForKeyReceivedArguments?.key, "last")
        XCTAssertEqual(delivered, [photo])

        store.tokenThrowableError = GalleryError.denied
        store.saveForKeyThrowableError = GalleryError.offline
        await XCTAssertThrowsErrorAsync(try await store.token, GalleryError.denied)
        XCTAssertThrowsError(try store.save(1, forKey: "count")) { XCTAssertEqual($0 as? GalleryError, .offline) }
        store.reset()
        XCTAssertEqual(store.photoIdCallsCount, 0)
        XCTAssertNil(store.saveForKeyReceivedArguments)
    }

    func testServiceMockImplementsStaticMembersInitializersAndSelfResults() async {
        let store = PhotoStoreMock(cacheSize: 32)
        PhotoStoreMock.underlyingShared = store
        PhotoStoreMock.makeDefaultReturnValue = store

        let made = PhotoStoreMock.makeDefault()
        let shared = PhotoStoreMock.shared

        XCTAssertEqual(store.initCacheSizeReceivedCacheSize, 32)
        XCTAssertIdentical(made, store)
        XCTAssertIdentical(shared as? PhotoStoreMock, store)
        XCTAssertEqual(PhotoStoreMock.makeDefaultCallsCount, 1)
        XCTAssertEqual(store.albums, [], "a collection starts empty")
        PhotoStoreMock.reset()
        XCTAssertEqual(PhotoStoreMock.makeDefaultCallsCount, 0)

        ThumbnailCacheMock.limit = 3
        ThumbnailCacheMock.clear()
        XCTAssertEqual(ThumbnailCacheMock.limit, 3)
        XCTAssertEqual(ThumbnailCacheMock.clearCallsCount, 1)
        ThumbnailCacheMock.reset()
        XCTAssertFalse(ThumbnailCacheMock.clearCalled)
    }

    /// Callers that leave out a default argument compile, and the double records the default.
    func testDefaultArgumentsReachTheDouble() async {
        let store: any PhotoStore = PhotoStoreMock()
        let thumbnails = ThumbnailCacheMock()
        let routes = RoutesDouble()

        _ = await store.photos(matching: "sea")
        _ = thumbnails.thumbnail(for: photo)
        routes.close()

        XCTAssertEqual((store as? PhotoStoreMock)?.photosMatchingLimitReceivedArguments?.limit, 20)
        XCTAssertEqual(thumbnails.thumbnailForSizeReceivedArguments?.size, 64)
        XCTAssertEqual(thumbnails.sizes(), [:], "a collection result starts empty")
        XCTAssertEqual(routes.closeAnimatedReceivedAnimated, true)
    }

    /// A `Sendable` service's mock is called from 1,000 tasks at once, ten
    /// times each, and counts every call (unlocked, calls are lost and
    /// ThreadSanitizer reports races).
    func testServiceMockRecordsEveryCallFromAThousandConcurrentTasks() async throws {
        let store = PhotoStoreMock()
        store.photoIdClosure = { id in Photo(id: id, title: "concurrent") }
        store.underlyingToken = "token"

        await withTaskGroup(of: Void.self) { group in
            for id in 0..<1_000 {
                group.addTask {
                    for _ in 0..<10 {
                        _ = try? await store.photo(id: id)
                        _ = await store.photos(matching: "sea", limit: id)
                        _ = try? await store.token
                    }
                }
            }
        }

        XCTAssertEqual(store.photoIdCallsCount, 10_000)
        XCTAssertEqual(Set(store.photoIdReceivedInvocations), Set(0..<1_000))
        XCTAssertEqual(store.photosMatchingLimitCallsCount, 10_000)
        XCTAssertEqual(store.photosMatchingLimitReceivedInvocations.count, 10_000)
        XCTAssertEqual(store.tokenCallsCount, 10_000)
    }

    /// A view's `nonisolated` requirement may be called off the main actor: its spy records it behind a lock.
    func testViewDoubleRecordsNonisolatedCallsFromOtherTasks() async {
        let view = ViewDouble()

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    for step in 0..<10 { view.trace("task \(index), step \(step)") }
                }
            }
        }

        XCTAssertEqual(view.traceCallsCount, 1_000)
        XCTAssertEqual(view.traceReceivedInvocations.count, 1_000)
    }

    private func XCTAssertThrowsErrorAsync<T>(
        _ expression: @autoclosure () async throws -> T, _ expected: GalleryError,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            _ = try await expression()
            XCTFail("no error thrown", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? GalleryError, expected, file: file, line: line)
        }
    }
}

import Foundation

// Ours, not the seed's: the seed's view model declares no protocol; it
// conforms to archgen's contract as it is, without a change to its file.
extension PhotoListViewModel: PhotoListViewModelInput {}

// The app's network layer, which the seed's view model creates by default.
// It is not the photo list's (the tests inject a mock): here it answers at
// once that there is no network.
final class APIService: APIServiceProtocol {
    func fetchPopularPhoto(complete: @escaping (_ success: Bool, _ photos: [Photo], _ error: APIError?) -> ()) {
        complete(false, [], .noNetwork)
    }
}

#if !canImport(UIKit)
// UIKit's `IndexPath.row`, which the seed's view model reads, off Apple's platforms.
extension IndexPath {
    var row: Int { self[1] }
}
#endif

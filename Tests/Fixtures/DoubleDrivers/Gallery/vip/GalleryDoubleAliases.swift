// The VIP names of Gallery's doubles, for GalleryDoubleTests: the view
// controller's events and the interactor's requests are one protocol.

@testable import Gallery

typealias ViewDouble = GalleryDisplayLogicSpy
typealias EventsDouble = GalleryBusinessLogicSpy
typealias InteractorDouble = GalleryBusinessLogicSpy
typealias OutputDouble = GalleryPresentationLogicSpy
typealias RoutesDouble = GalleryRoutingLogicSpy
typealias DelegateDouble = GalleryDelegateSpy

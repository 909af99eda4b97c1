// The VIPER names of Gallery's doubles, for GalleryDoubleTests.

@testable import Gallery

typealias ViewDouble = GalleryViewSpy
typealias EventsDouble = GalleryPresentationSpy
typealias InteractorDouble = GalleryInteractionSpy
typealias OutputDouble = GalleryInteractorOutputSpy
typealias RoutesDouble = GalleryRoutableSpy
typealias DelegateDouble = GalleryDelegateSpy

// The VIPER-S names of Gallery's doubles, for GalleryDoubleTests.

@testable import Gallery

typealias ViewDouble = Gallery_DisplayUISpy
typealias EventsDouble = Gallery_HandleUIEventsSpy
typealias InteractorDouble = Gallery_ManageDataSpy
typealias OutputDouble = Gallery_PresentDataSpy
typealias RoutesDouble = Gallery_NavigateSpy
typealias DelegateDouble = Gallery_DelegateSpy

// Ours, not the article's: seed 002 ("Putting Your View Controllers on a Diet
// Using the Clean Swift (VIP) Architecture, Part 3") uses `MessageProtocol`,
// a type of its app, in MainPresenterMock's `showAlert(response:)` and
// `showToast(response:)` without showing it. Those methods only record that
// they were called, so the smallest declaration is enough.
protocol MessageProtocol {}

// Ours, not the article's: seed 000 ("Unit Testing with Viper") calls
// `username.removeWhiteSpace()` in SignInInteractor but never shows it. This is
// the smallest version its tests need: leading and trailing whitespace removed,
// so "    " becomes "" (testFailsWithOnlySpacesInUsername).
import Foundation

extension String {
  func removeWhiteSpace() -> String {
    trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

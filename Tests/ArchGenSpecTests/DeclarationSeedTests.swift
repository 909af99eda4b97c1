import XCTest
@testable import ArchGenSpec

/// The member declarations written in the seed articles (shared/seeds 000–004), copied here
/// as written (spacing included), so the parser is held to real-world Swift.
final class DeclarationSeedTests: XCTestCase {
    /// Method signatures (bodies removed) and property requirements.
    static let seedMembers: [String] = [
        // 000: SignIn contract (protocols) and implementations
        "var view: SignInView? { get set }",
        "var router: SignInRoutable! { get set }",
        "var interactor: SignInInteraction! { get set }",
        "func signIn(username: String)",
        "var presenter: SignInPresentation! { get set }",
        "func updateLoading(loading: Bool)",
        "var output: SignInInteractorOutput? { get set }",
        "var fetcher: NetworkDataFetcher! { get set }",
        "func success()",
        "func failed(error: Error)",
        "var viewController: UIViewController? { get set }",
        "func showAlert(for error: Error)",
        "class func create() -> UIViewController",
        "override func setUp()",
        "override func tearDown()",
        "func testFailsWithEmptyUsername()",
        "func testPassesWithCorrectUsername()",
        "var error: Error?",
        "var response: NetworkDataFetcherResponse!",
        "var request: URLRequest!",
        "func start()",
        "var output: SignInInteractorOutput?",
        "var fetcher: NetworkDataFetcher!",
        "func fetcherResponseSuccess()",
        "func fetcherResponseFailed(error: Error)",
        "var sut: SignInInteractor?",
        "var mockOutput: MockSignInInteractorOutput?",
        "var presenter: SignInPresentation!",
        "var viewController: UIViewController?",
        "weak var view: SignInView?",
        "var router: SignInRoutable!",
        "var interactor: SignInInteraction!",
        // 001: VIPER-S ItemsList / ItemsDetails / ItemsAdd
        "static func makeModule(with item:Item)-> ItemsDetailsScene",
        "func onItemSelected(index:Int)",
        "static func makeModule(with delegate:ItemsAdd_Delegate?)-> ItemsAddScene",
        "func onAddItem()",
        "func gotoAddItem(with delegate:ItemsAdd_Delegate?)",
        "func presentSuccess()",
        "func onUIReady()",
        "func fetchItems()",
        "func deleteAllItems()",
        "func toggle(loading:Bool)",
        "func display(items: [ItemUI])",
        "func displayError()",
        "func displaySuccess()",
        "func gotoDetail(`for` item:Item)",
        "func goBack()",
        "var director: ItemsListDirector!",
        "var navigator: NavigatorSpy!",
        "var dataManager: DataManagerSpy!",
        "var ui: UISpy!",
        "func test_onUIReady()",
        "func present(items:[Item])",
        "func test_presentItems()",
        "func presentError()",
        "var worker: ItemsListWorker!",
        "var presenter: PresenterSpy!",
        "func test_fetchItemsCompleted()",
        "func test_makeModule()",
        // 002: Clean Swift Main scene
        "func displayCurrentTime(response: Main.CurrentTime.Response)",
        "func setUserInfo(response: Main.UserInfo.Response)",
        "func updateUserInfo(response: Main.UserInfo.Response)",
        "weak var viewController: MainDisplayLogic?",
        "func updateClockTime(viewModel: Main.CurrentTime.ViewModel)",
        "func setUserInfo(viewModel: Main.UserInfo.ViewModel)",
        "func updateFromUserInfo(viewModel: Main.UserInfo.ViewModel)",
        "var interactor: MainBusinessLogic?",
        "func updateCurrentTime()",
        "func saveUserInfo(request: Main.UserInfo.Request)",
        "func getUserInfo()",
        "func showGreeting()",
        "func userInfoChanged(request: Main.UserInfo.Request)",
        "var presenter: MainPresentationLogic?",
        "func configure(viewController: MainViewController)",
        "func showAlert(response: MessageProtocol)",
        "func showToast(response: MessageProtocol)",
        "override func spec()",
        "var interactor: MainInteractor!",
        "var presenter: MainPresenterMock!",
        "var storage: UserDefaults",
        "init(storage: UserDefaults = UserDefaults.standard)",
        "func set(_ value: Any?, forKey defaultName: String)",
        "func string(forKey defaultName: String) -> String?",
        "func synchronize() -> Bool",
        "var storage: Storage",
        "init(storage: Storage = UserDefaults.standard)",
        "var storageMock: StorageMock!",
        "var currentTimeViewModel: Main.CurrentTime.ViewModel!",
        "var userInfoViewModel: Main.UserInfo.ViewModel!",
        "var dateFormatter: DateFormatter!",
        "var viewController: MainViewControllerMock!",
        // 003: signatures quoted in the text (its code is in images)
        "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)",
        "required init?(coder aDecoder: NSCoder)",
        "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell",
        "func fetchMovies()",
        // 004: the MockAPIService of the MVVM article (its code is in images; these are its
        // published signatures and the ones quoted in the text)
        "func fetchPopularPhoto( complete: @escaping ( _ success: Bool, _ photos: [Photo], _ error: APIError? )->() )",
        "func fetchPopularPhoto(completion: @escaping (Result<Photo, Error>) -> Void)",
        "func fetchPhotos() async throws -> [Photo]",
        "func fetchSuccess()",
        "func fetchFail(error: APIError?)",
        "func initFetch()",
        "func userPressed(at indexPath: IndexPath)",
    ]

    func testEverySeedMemberParsesAndReprintsStably() {
        for text in Self.seedMembers {
            do {
                let member = try DeclarationParser.parseMember(text)
                let reparsed = try DeclarationParser.parseMember(member.description)
                XCTAssertEqual(reparsed, member, text)
            } catch {
                XCTFail("\(text): \(error.message) at \(error.offset)")
            }
        }
    }

    func testSeedCanonicalForms() throws {
        let expectations = [
            "static func makeModule(with item:Item)-> ItemsDetailsScene": "static func makeModule(with item: Item) -> ItemsDetailsScene",
            "func gotoDetail(`for` item:Item)": "func gotoDetail(for item: Item)",
            "func fetchPopularPhoto( complete: @escaping ( _ success: Bool, _ photos: [Photo], _ error: APIError? )->() )":
                "func fetchPopularPhoto(complete: @escaping (Bool, [Photo], APIError?) -> ())",
            "var storage: Storage": "var storage: Storage { get set }",
            "init(storage: Storage = UserDefaults.standard)": "init(storage: Storage = UserDefaults.standard)",
        ]
        for (text, canonical) in expectations {
            XCTAssertEqual(try DeclarationParser.parseMember(text).description, canonical)
        }
    }

    /// The seeds' protocols, whole, as `external` entries.
    func testSeedProtocolsAsEntities() throws {
        let storage = try DeclarationParser.parseEntity(
            "protocol Storage { func set(_ value: Any?, forKey defaultName: String); func string(forKey defaultName: String) -> String?; func synchronize() -> Bool }")
        guard case .declaration(let declaration) = storage else { return XCTFail("not a declaration") }
        XCTAssertEqual(declaration.members.map { ($0 as MemberDeclaration).name }, ["set", "string", "synchronize"])
        let view = try DeclarationParser.parseEntity(
            "protocol SignInView: class { var presenter: SignInPresentation! { get set }; func updateLoading(loading: Bool) }")
        guard case .declaration(let viewDeclaration) = view else { return XCTFail("not a declaration") }
        XCTAssertEqual(viewDeclaration.inheritance.map(\.description), ["AnyObject"])  // `class` is its old spelling
        XCTAssertEqual(viewDeclaration.members.count, 2)
    }

    /// Stored properties with initial values, also in the seeds, are not requirements.
    func testSeedStoredPropertiesWithValuesAreRejected() {
        XCTAssertThrowsError(try DeclarationParser.parseMember("var fetcher: NetworkDataFetcher! = MockDataFetcher()")) { error in
            XCTAssertEqual(error as? DeclarationError, DeclarationError(
                message: "a property requirement cannot have an initial value", offset: 33, hint: "remove '= ...'"))
        }
        XCTAssertThrowsError(try DeclarationParser.parseMember("var isSuccess = false")) { error in
            XCTAssertEqual((error as? DeclarationError)?.message, "missing ':' and a type for property 'isSuccess'")
        }
    }
}

// The team's implementation of the shared service, beside archgen's files:
// profiles kept in memory, handed back at once.
final class InMemoryProfileService: ProfileService {
    private var profiles: [String: Profile] = [:]

    func store(_ profile: Profile) {
        profiles[profile.id] = profile
    }

    func fetchProfile(id: String, completion: @escaping (Result<Profile, Error>) -> Void) {
        if let profile = profiles[id] {
            completion(.success(profile))
        } else {
            completion(.failure(ProfileNotFound(id: id)))
        }
    }
}

struct ProfileNotFound: Error {
    var id: String
}

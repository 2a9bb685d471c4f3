// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// What the hook reads of a PublicLock (V15).
interface IMembershipLock {
    function keyPrice() external view returns (uint256);
    function ownerOf(uint256 tokenId) external view returns (address);
    function isLockManager(address account) external view returns (bool);
    function expirationDuration() external view returns (uint256);
    function totalKeys(address owner) external view returns (uint256);
    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256);
    function keyExpirationTimestampFor(uint256 tokenId) external view returns (uint256);
}

/// One per chain: the onKeyPurchaseHook and onKeyExtendHook of Keyclub's locks, so that `extend`
/// charges the membership's renewal price and `purchase` its key price.
/// PublicLock V15's extend() runs _extendKey (which calls onKeyExtend) and only then prices the
/// renewal with keyPurchasePrice(…, ownerOf(tokenId), …). onKeyExtend notes the token in transient
/// storage (EIP-1153: gone at the end of the transaction) under the calling lock, and pricing answers
/// the renewal price when the recipient owns that token. A purchase mints its key before pricing, so
/// nothing in the lock's state tells it from a renewal: the note is what does. A purchase for the
/// same owner later in the transaction cannot use the note: Keyclub's locks allow one key per
/// address (maxKeysPerAddress = 1), so that purchase reverts MAX_KEYS_REACHED. Any other pricing of a
/// key holder (Unlock's renewMembershipFor, which would renew at the key's recorded price) gets no
/// payable price.
contract RenewalPriceHook {
    struct RenewalPrice {
        bool isSet;
        uint256 price;
    }

    /// Keyed by lock; set by the lock's managers only.
    mapping(address => RenewalPrice) private _renewalPrices;

    event RenewalPriceSet(address indexed lock, uint256 price);

    error NOT_LOCK_MANAGER();
    /// A purchase's additional periods are renewals: they are bought with `extend`, at its price.
    error EXTEND_SEPARATELY();

    /// Transient slots of the calling lock: the key being extended, the key just bought.
    function _extendingSlot(address lock) private pure returns (bytes32) {
        return keccak256(abi.encode(lock, "keyclub.renewal-price-hook.extending"));
    }

    function _purchasedSlot(address lock) private pure returns (bytes32) {
        return keccak256(abi.encode(lock, "keyclub.renewal-price-hook.purchased"));
    }

    function setRenewalPrice(address lock, uint256 price) external {
        if (!IMembershipLock(lock).isLockManager(msg.sender)) revert NOT_LOCK_MANAGER();
        _renewalPrices[lock] = RenewalPrice(true, price);
        emit RenewalPriceSet(lock, price);
    }

    /// Whether `lock` has a renewal price, and which (0 is a price: a free renewal).
    function renewalPriceOf(address lock) external view returns (bool isSet, uint256 price) {
        RenewalPrice memory renewal = _renewalPrices[lock];
        return (renewal.isSet, renewal.price);
    }

    /// What `extend` on `lock` charges: its renewal price once set, else its key price.
    function extendPrice(address lock) external view returns (uint256) {
        RenewalPrice memory renewal = _renewalPrices[lock];
        return renewal.isSet ? renewal.price : IMembershipLock(lock).keyPrice();
    }

    /// Called by the lock as it extends `tokenId` (extend, renewMembershipFor, grantKeyExtension).
    /// Anyone may call it, but it writes only under the caller's own address: a contract posing as a
    /// lock marks nothing for a real one. Unlock's token ids start at 1, so 0 means "none".
    function onKeyExtend(uint256 tokenId, address, uint256, uint256) external {
        bytes32 purchased = _purchasedSlot(msg.sender);
        uint256 justBought;
        assembly {
            justBought := tload(purchased)
        }
        if (justBought == tokenId) revert EXTEND_SEPARATELY();
        bytes32 extending = _extendingSlot(msg.sender);
        assembly {
            tstore(extending, tokenId)
        }
    }

    /// Called by the lock (msg.sender) to price a purchase or, after onKeyExtend, an extension.
    function keyPurchasePrice(address, address recipient, address, bytes calldata)
        external
        view
        returns (uint256)
    {
        IMembershipLock lock = IMembershipLock(msg.sender);
        RenewalPrice memory renewal = _renewalPrices[msg.sender];
        bytes32 extending = _extendingSlot(msg.sender);
        uint256 tokenId;
        assembly {
            tokenId := tload(extending)
        }
        if (tokenId != 0 && lock.ownerOf(tokenId) == recipient) {
            return renewal.isSet ? renewal.price : lock.keyPrice();
        }
        // Neither an extension nor a purchase (which mints the recipient's newest key right before
        // pricing it): renewMembershipFor's isRenewable, which would renew at the key's recorded
        // price. No price can be paid, so it reverts LOCK_HAS_CHANGED.
        if (!_pricingNewKey(lock, recipient)) return type(uint256).max;
        return lock.keyPrice();
    }

    /// Whether `recipient` holds no key (a quote) or its newest key was minted in this block with a
    /// full period (a purchase pricing the key it just minted).
    function _pricingNewKey(IMembershipLock lock, address recipient) private view returns (bool) {
        uint256 held = lock.totalKeys(recipient);
        if (held == 0) return true;
        uint256 expiry = lock.keyExpirationTimestampFor(lock.tokenOfOwnerByIndex(recipient, held - 1));
        uint256 duration = lock.expirationDuration();
        return duration == type(uint256).max ? expiry == type(uint256).max : expiry == block.timestamp + duration;
    }

    /// Called by the lock after a purchase: notes the key, which a later onKeyExtend in the same
    /// transaction (purchase's additionalPeriods, charged at the purchase price) may not extend.
    function onKeyPurchase(uint256 tokenId, address, address, address, bytes calldata, uint256, uint256)
        external
    {
        bytes32 purchased = _purchasedSlot(msg.sender);
        assembly {
            tstore(purchased, tokenId)
        }
    }
}

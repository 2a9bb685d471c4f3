// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ILock {
    function extend(uint256 value, uint256 tokenId, address referrer, bytes calldata data) external payable;
    function purchase(
        uint256[] calldata values,
        address[] calldata recipients,
        address[] calldata referrers,
        address[] calldata keyManagers,
        bytes[] calldata data
    ) external payable returns (uint256[] memory);
}

interface IToken {
    function approve(address spender, uint256 amount) external returns (bool);
}

/// Test only (renewal-price-hook.integration.test.ts): a key holder that renews and buys in one
/// transaction, hoping the purchase is priced as the renewal.
contract RenewalThief {
    function buy(address lock, address token, uint256 value) external {
        IToken(token).approve(lock, type(uint256).max);
        _purchase(lock, value, address(this));
    }

    function extendThenBuy(
        address lock,
        uint256 tokenId,
        uint256 renewalPrice,
        uint256 purchaseValue,
        address recipient
    ) external {
        ILock(lock).extend(renewalPrice, tokenId, address(0), "");
        _purchase(lock, purchaseValue, recipient);
    }

    function _purchase(address lock, uint256 value, address recipient) private {
        uint256[] memory values = new uint256[](1);
        values[0] = value;
        address[] memory recipients = new address[](1);
        recipients[0] = recipient;
        address[] memory none = new address[](1);
        bytes[] memory data = new bytes[](1);
        ILock(lock).purchase(values, recipients, none, recipients, data);
    }
}

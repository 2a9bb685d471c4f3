// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// USD stablecoin of the local chain: 6 decimals like USDC, the owner mints test funds.
contract KeyclubUsd is ERC20, Ownable {
    constructor(address initialOwner) ERC20("Keyclub USD", "USDK") Ownable(initialOwner) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

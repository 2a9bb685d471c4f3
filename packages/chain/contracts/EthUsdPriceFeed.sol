// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// ETH/USD feed with the Chainlink AggregatorV3 read interface; the owner sets the answer.
contract EthUsdPriceFeed is Ownable {
    uint8 public constant decimals = 8;
    string public constant description = "ETH / USD";
    uint256 public constant version = 1;

    uint80 private _roundId;
    int256 private _answer;
    uint256 private _updatedAt;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    constructor(address initialOwner, int256 initialAnswer) Ownable(initialOwner) {
        _setAnswer(initialAnswer);
    }

    function setAnswer(int256 answer) external onlyOwner {
        _setAnswer(answer);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return (_roundId, _answer, _updatedAt, _updatedAt, _roundId);
    }

    function _setAnswer(int256 answer) private {
        require(answer > 0, "answer must be positive");
        _roundId += 1;
        _answer = answer;
        _updatedAt = block.timestamp;
        emit AnswerUpdated(answer, _roundId, block.timestamp);
    }
}

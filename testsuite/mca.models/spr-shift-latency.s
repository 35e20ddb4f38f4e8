# Sapphire Rapids: chains of shifts and bit operations, as measured on
# this project's Intel machine with gcc-mca-measure (chains of 100, the
# minimum of 9 runs): shrxq 1.00 cycles per shift (LLVM 3), shlq %cl
# 1.02 (LLVM 2), bzhiq 1.00 (LLVM 3), bextrq 2.00 (LLVM 6), andnq 1.00
# (LLVM 2), blsrq 1.00 (LLVM 2), btsq 1.00 (LLVM 3).  One of each in a
# chain: 8 cycles per iteration (LLVM's latencies: 22).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 8.0
	shrxq	%rdx, %rax, %rax
	shlq	%cl, %rax
	bzhiq	%rdx, %rax, %rax
	bextrq	%rdx, %rax, %rax
	andnq	%rdx, %rax, %rax
	blsrq	%rax, %rax
	btsq	%rdx, %rax

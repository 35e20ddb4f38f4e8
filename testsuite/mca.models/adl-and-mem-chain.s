# Alder Lake (Golden Cove P-core): an AND reduction over 64-bit words,
# andq from memory into %rcx.  The chain through %rcx costs the and's
# 1 cycle; LLVM's model makes it 2 (latency 7, read advance 5; llvm-mca-19 and -22: 2.01 cycles per iteration).
# SOURCE: uops.info (Alder Lake P: AND (R64, M64) latency [<=1;7],
# AND (R64, R64) 1)
# CPU: alderlake
# CYCLES: 1.0
# BINDS: loop-carried
.L3:
	andq	(%rdi,%rax,8), %rcx
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	.L3

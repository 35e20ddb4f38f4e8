# Sapphire Rapids: an integer sum vectorised with AVX2, one accumulator:
# vpaddd from memory into %ymm0.  The chain through %ymm0 costs the
# addition's 1 cycle (the register form's latency); LLVM's Golden Cove
# model makes it 3 (latency 9, read advance 6; llvm-mca-19 and -22:
# 3.01 cycles per iteration).
# SOURCE: uops.info (Alder Lake P: VPADDD (YMM, YMM, M256) latency
# [1;<=9], (YMM, YMM, YMM) 1)
# CPU: sapphirerapids
# CYCLES: 1.0
# BINDS: loop-carried
.L3:
	vpaddd	(%rdi,%rax), %ymm0, %ymm0
	addq	$32, %rax
	cmpq	%rax, %rdx
	jne	.L3

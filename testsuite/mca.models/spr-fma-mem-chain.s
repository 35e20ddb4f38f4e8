# Sapphire Rapids: a single-accumulator dot product with AVX2 at -O3:
# vfmadd231ps with one operand from memory, the chain through %ymm0.
# The load runs first and the FMA reads %ymm0 when it starts, so the
# chain costs the FMA's 4 cycles, as the register form's.  LLVM's Golden
# Cove model advances %ymm0 only 6 cycles past a 12-cycle load-op:
# 6 cycles per iteration (llvm-mca-19 and -22: 6.01); fix-load-paths.py
# makes the path the register form's.
# SOURCE: uops.info (Alder Lake P: VFMADD231PS (YMM, YMM, M256) latency
# [4;<=12], (YMM, YMM, YMM) 4)
# CPU: sapphirerapids
# CYCLES: 4.0
# BINDS: loop-carried
.L3:
	vfmadd231ps	(%rdi,%rax), %ymm1, %ymm0
	addq	$32, %rax
	cmpq	%rax, %rdx
	jne	.L3

# Zen 3: an FMA whose addend is read from the register file (a register
# the loop does not write) takes a pipe of the stores' data beside a
# store: a vmulps, then vfmadd132ps adding %ymm3, beside a ymm store
# 1.49 cycles per iteration; the same adding the vmulps result
# (vfmadd231ps, through the bypass) 1.06.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.49
	vmulps	%ymm5, %ymm3, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	vmovups	%ymm6, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:

# Zen 4: x[i] = x[i - 1] * c in doubles.  The load reads what the store
# of the previous iteration wrote (another displacement, the index
# stepped in between), and the store buffer hands a vector load its
# data quicker than the cache does: measured on a Zen 4 host with
# gcc-mca-measure, 6.43 cycles per iteration, of which mulsd takes 3,
# so 3.4 from the store's data to the load's result, where an FP load
# from the cache takes 8.  The model's forward-cycles-vector (-6) gives
# 1 (store) + 8 - 6 + 3 = 6; with forward-cycles (1) it was 13.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 6.0
# BINDS: dependency through memory
.L1:
	movsd	-8(%rsi,%rax,8), %xmm1
	mulsd	%xmm5, %xmm1
	movsd	%xmm1, (%rsi,%rax,8)
	addq	$1, %rax
	cmpq	%rdi, %rax
	jne	.L1

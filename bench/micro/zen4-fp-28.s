# CPU: znver4
# MEASURED: 1.99
# cond.c:67's shape without its branch (a load, comisd of the loaded double, the store, addq, cmpq/jne): 1.99 (some runs 1.2, as cond.c:67's loop measures 1.15 in some processes and 2.1 in others); without the comisd 1.01, without the store 1.02
	movsd (%rsi,%rax), %xmm0
	comisd %xmm1, %xmm0
	movsd %xmm0, 2048(%rsi,%rax)
	addq $8, %rax
	cmpq %rax, %rdx
	jne 1f
1:

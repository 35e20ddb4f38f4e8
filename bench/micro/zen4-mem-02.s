# CPU: znver4
# MEASURED: 8.11
# a load-op and a store at one address (not renamed: the load-op reads %%eax); addq/movq the same 8.11; a[i+1] = a[i] + 1 on 32-bit words, through advancing addresses, 5.48
	addl (%rdi), %eax
	movl %eax, (%rdi)

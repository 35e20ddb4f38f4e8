	.file	"fp.c"
	.text
	.globl	ld_add
	.type	ld_add, @function
ld_add:
.LFB0:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	fldt	32(%rbp)
	fldt	.LC0(%rip)
	fmulp	%st, %st(1)
	fldt	16(%rbp)
	faddp	%st, %st(1)
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE0:
	.size	ld_add, .-ld_add
	.globl	ld_div
	.type	ld_div, @function
ld_div:
.LFB1:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	fldt	16(%rbp)
	fldt	32(%rbp)
	fdivrp	%st, %st(1)
	fldt	32(%rbp)
	fsubrp	%st, %st(1)
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE1:
	.size	ld_div, .-ld_div
	.globl	ld_toi
	.type	ld_toi, @function
ld_toi:
.LFB2:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	fldt	16(%rbp)
	fnstcw	-2(%rbp)
	movzwl	-2(%rbp), %eax
	orb	$12, %ah
	movw	%ax, -4(%rbp)
	fldcw	-4(%rbp)
	fistpq	-16(%rbp)
	fldcw	-2(%rbp)
	movq	-16(%rbp), %rax
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE2:
	.size	ld_toi, .-ld_toi
	.globl	ld_fromi
	.type	ld_fromi, @function
ld_fromi:
.LFB3:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -8(%rbp)
	fildq	-8(%rbp)
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE3:
	.size	ld_fromi, .-ld_fromi
	.globl	ld_cmp
	.type	ld_cmp, @function
ld_cmp:
.LFB4:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	fldt	16(%rbp)
	fldt	32(%rbp)
	fcomip	%st(1), %st
	fstp	%st(0)
	seta	%al
	movzbl	%al, %eax
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE4:
	.size	ld_cmp, .-ld_cmp
	.globl	ld_sqrt
	.type	ld_sqrt, @function
ld_sqrt:
.LFB5:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	24(%rbp)
	pushq	16(%rbp)
	call	sqrtl@PLT
	addq	$16, %rsp
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE5:
	.size	ld_sqrt, .-ld_sqrt
	.globl	d_ops
	.type	d_ops, @function
d_ops:
.LFB6:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$16, %rsp
	movsd	%xmm0, -8(%rbp)
	movsd	%xmm1, -16(%rbp)
	movq	-8(%rbp), %rax
	movq	%rax, %xmm0
	call	sqrt@PLT
	movq	%xmm0, %rax
	movq	%rax, %xmm1
	mulsd	-16(%rbp), %xmm1
	movsd	-8(%rbp), %xmm0
	movq	.LC2(%rip), %xmm2
	andpd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	movsd	-16(%rbp), %xmm1
	cvttsd2sil	%xmm1, %eax
	pxor	%xmm1, %xmm1
	cvtsi2sdl	%eax, %xmm1
	subsd	%xmm1, %xmm0
	movq	%xmm0, %rax
	movq	%rax, %xmm0
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE6:
	.size	d_ops, .-d_ops
	.globl	f_ops
	.type	f_ops, @function
f_ops:
.LFB7:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	%rbx
	subq	$24, %rsp
	.cfi_offset 3, -24
	movss	%xmm0, -20(%rbp)
	movss	%xmm1, -24(%rbp)
	movss	-24(%rbp), %xmm0
	movl	-20(%rbp), %eax
	movss	.LC3(%rip), %xmm2
	movaps	%xmm0, %xmm1
	movd	%eax, %xmm0
	call	fmaf@PLT
	movd	%xmm0, %ebx
	movss	-24(%rbp), %xmm0
	movl	-20(%rbp), %eax
	movaps	%xmm0, %xmm1
	movd	%eax, %xmm0
	call	fminf@PLT
	movd	%ebx, %xmm1
	divss	%xmm0, %xmm1
	movaps	%xmm1, %xmm0
	movq	-8(%rbp), %rbx
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE7:
	.size	f_ops, .-f_ops
	.globl	cvt
	.type	cvt, @function
cvt:
.LFB8:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -8(%rbp)
	movl	%esi, -12(%rbp)
	movss	%xmm0, -16(%rbp)
	pxor	%xmm1, %xmm1
	cvtsi2sdq	-8(%rbp), %xmm1
	movl	-12(%rbp), %eax
	testq	%rax, %rax
	js	.L18
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	jmp	.L19
.L18:
	movq	%rax, %rdx
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
.L19:
	addsd	%xmm0, %xmm1
	pxor	%xmm0, %xmm0
	cvtss2sd	-16(%rbp), %xmm0
	addsd	%xmm1, %xmm0
	movq	%xmm0, %rax
	movq	%rax, %xmm0
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE8:
	.size	cvt, .-cvt
	.globl	fcmp
	.type	fcmp, @function
fcmp:
.LFB9:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movsd	%xmm0, -8(%rbp)
	movsd	%xmm1, -16(%rbp)
	movsd	-8(%rbp), %xmm0
	ucomisd	-16(%rbp), %xmm0
	jp	.L29
	movsd	-8(%rbp), %xmm0
	ucomisd	-16(%rbp), %xmm0
	je	.L22
.L29:
	movsd	-16(%rbp), %xmm0
	comisd	-8(%rbp), %xmm0
	jbe	.L31
	movl	$2, %eax
	jmp	.L28
.L31:
	movl	$3, %eax
	jmp	.L28
.L22:
	movl	$1, %eax
.L28:
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE9:
	.size	fcmp, .-fcmp
	.globl	d2u
	.type	d2u, @function
d2u:
.LFB10:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movsd	%xmm0, -8(%rbp)
	movsd	-8(%rbp), %xmm0
	comisd	.LC4(%rip), %xmm0
	jnb	.L33
	movsd	-8(%rbp), %xmm0
	cvttsd2siq	%xmm0, %rax
	jmp	.L34
.L33:
	movsd	-8(%rbp), %xmm0
	movsd	.LC4(%rip), %xmm1
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movabsq	$-9223372036854775808, %rdx
	xorq	%rdx, %rax
.L34:
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE10:
	.size	d2u, .-d2u
	.globl	ldsum
	.type	ldsum, @function
ldsum:
.LFB11:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -40(%rbp)
	movl	%esi, -44(%rbp)
	fldz
	fstpt	-16(%rbp)
	movl	$0, -20(%rbp)
	jmp	.L37
.L38:
	movl	-20(%rbp), %eax
	cltq
	salq	$4, %rax
	movq	%rax, %rdx
	movq	-40(%rbp), %rax
	addq	%rdx, %rax
	fldt	(%rax)
	fldt	-16(%rbp)
	faddp	%st, %st(1)
	fstpt	-16(%rbp)
	addl	$1, -20(%rbp)
.L37:
	movl	-20(%rbp), %eax
	cmpl	-44(%rbp), %eax
	jl	.L38
	fldt	-16(%rbp)
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE11:
	.size	ldsum, .-ldsum
	.globl	cmul
	.type	cmul, @function
cmul:
.LFB12:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$64, %rsp
	movq	%xmm0, %rax
	movapd	%xmm1, %xmm0
	movq	%rax, %rdx
	movq	%xmm0, %rax
	movq	%rdx, %xmm1
	movq	%rax, %xmm0
	movsd	%xmm1, -48(%rbp)
	movsd	%xmm0, -40(%rbp)
	movapd	%xmm2, %xmm1
	movapd	%xmm3, %xmm0
	movq	%xmm1, %rdx
	movq	%xmm0, %rax
	movq	%rdx, %xmm1
	movq	%rax, %xmm0
	movsd	%xmm1, -64(%rbp)
	movsd	%xmm0, -56(%rbp)
	movsd	-48(%rbp), %xmm0
	movsd	%xmm0, -8(%rbp)
	movsd	-40(%rbp), %xmm0
	movsd	%xmm0, -16(%rbp)
	movsd	-64(%rbp), %xmm0
	movsd	%xmm0, -24(%rbp)
	movsd	-56(%rbp), %xmm0
	movsd	%xmm0, -32(%rbp)
	movsd	-32(%rbp), %xmm2
	movsd	-24(%rbp), %xmm1
	movsd	-16(%rbp), %xmm0
	movq	-8(%rbp), %rax
	movapd	%xmm2, %xmm3
	movapd	%xmm1, %xmm2
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm0
	call	__muldc3@PLT
	movq	%xmm0, %rax
	movapd	%xmm1, %xmm0
	movq	%xmm0, %rdx
	movq	%rdx, %xmm1
	movq	%rax, %xmm0
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE12:
	.size	cmul, .-cmul
	.globl	rnd
	.type	rnd, @function
rnd:
.LFB13:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$16, %rsp
	movsd	%xmm0, -8(%rbp)
	movsd	-8(%rbp), %xmm0
	movsd	.LC6(%rip), %xmm1
	movapd	%xmm0, %xmm2
	movq	.LC2(%rip), %xmm0
	movapd	%xmm0, %xmm3
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm1
	jbe	.L43
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	movsd	.LC7(%rip), %xmm4
	movapd	%xmm0, %xmm1
	cmpnlesd	%xmm2, %xmm1
	andpd	%xmm4, %xmm1
	subsd	%xmm1, %xmm0
	andnpd	%xmm2, %xmm3
	movapd	%xmm3, %xmm1
	orpd	%xmm1, %xmm0
	movapd	%xmm0, %xmm2
.L43:
	movsd	%xmm2, -16(%rbp)
	movq	-8(%rbp), %rax
	movq	%rax, %xmm0
	call	round@PLT
	movsd	-16(%rbp), %xmm4
	addsd	%xmm0, %xmm4
	movsd	-8(%rbp), %xmm0
	movsd	.LC6(%rip), %xmm3
	movapd	%xmm0, %xmm1
	movq	.LC2(%rip), %xmm0
	movapd	%xmm0, %xmm2
	movapd	%xmm1, %xmm0
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L44
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	andnpd	%xmm1, %xmm2
	orpd	%xmm2, %xmm0
	movapd	%xmm0, %xmm1
.L44:
	movapd	%xmm1, %xmm0
	addsd	%xmm4, %xmm0
	movq	%xmm0, %rax
	movq	%rax, %xmm0
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE13:
	.size	rnd, .-rnd
	.section	.rodata
	.align 16
.LC0:
	.long	0
	.long	-1073741824
	.long	16384
	.long	0
	.align 16
.LC2:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.align 4
.LC3:
	.long	1065353216
	.align 8
.LC4:
	.long	0
	.long	1138753536
	.align 8
.LC6:
	.long	0
	.long	1127219200
	.align 8
.LC7:
	.long	0
	.long	1072693248
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

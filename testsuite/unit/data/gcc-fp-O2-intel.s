	.file	"fp.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	ld_add
	.type	ld_add, @function
ld_add:
.LFB0:
	.cfi_startproc
	fld	TBYTE PTR 24[rsp]
	fmul	DWORD PTR .LC0[rip]
	fld	TBYTE PTR 8[rsp]
	faddp	st(1), st
	ret
	.cfi_endproc
.LFE0:
	.size	ld_add, .-ld_add
	.p2align 4
	.globl	ld_div
	.type	ld_div, @function
ld_div:
.LFB1:
	.cfi_startproc
	fld	TBYTE PTR 24[rsp]
	fld	TBYTE PTR 8[rsp]
	fdiv	st, st(1)
	fsubrp	st(1), st
	ret
	.cfi_endproc
.LFE1:
	.size	ld_div, .-ld_div
	.p2align 4
	.globl	ld_toi
	.type	ld_toi, @function
ld_toi:
.LFB2:
	.cfi_startproc
	fnstcw	WORD PTR -10[rsp]
	fld	TBYTE PTR 8[rsp]
	movzx	eax, WORD PTR -10[rsp]
	or	ah, 12
	mov	WORD PTR -12[rsp], ax
	fldcw	WORD PTR -12[rsp]
	fistp	QWORD PTR -24[rsp]
	fldcw	WORD PTR -10[rsp]
	mov	rax, QWORD PTR -24[rsp]
	ret
	.cfi_endproc
.LFE2:
	.size	ld_toi, .-ld_toi
	.p2align 4
	.globl	ld_fromi
	.type	ld_fromi, @function
ld_fromi:
.LFB3:
	.cfi_startproc
	mov	QWORD PTR -16[rsp], rdi
	fild	QWORD PTR -16[rsp]
	ret
	.cfi_endproc
.LFE3:
	.size	ld_fromi, .-ld_fromi
	.p2align 4
	.globl	ld_cmp
	.type	ld_cmp, @function
ld_cmp:
.LFB4:
	.cfi_startproc
	fld	TBYTE PTR 8[rsp]
	xor	eax, eax
	fld	TBYTE PTR 24[rsp]
	fcomip	st, st(1)
	fstp	st(0)
	seta	al
	ret
	.cfi_endproc
.LFE4:
	.size	ld_cmp, .-ld_cmp
	.p2align 4
	.globl	ld_sqrt
	.type	ld_sqrt, @function
ld_sqrt:
.LFB5:
	.cfi_startproc
	fld	TBYTE PTR 8[rsp]
	fldz
	fucomip	st, st(1)
	ja	.L15
	fsqrt
	ret
.L15:
	fstp	st(0)
	jmp	sqrtl@PLT
	.cfi_endproc
.LFE5:
	.size	ld_sqrt, .-ld_sqrt
	.p2align 4
	.globl	d_ops
	.type	d_ops, @function
d_ops:
.LFB6:
	.cfi_startproc
	movapd	xmm2, xmm0
	pxor	xmm0, xmm0
	sub	rsp, 24
	.cfi_def_cfa_offset 32
	ucomisd	xmm0, xmm2
	ja	.L21
	movapd	xmm0, xmm2
	sqrtsd	xmm0, xmm0
.L19:
	mulsd	xmm0, xmm1
	cvttsd2si	eax, xmm1
	andpd	xmm2, XMMWORD PTR .LC6[rip]
	add	rsp, 24
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	pxor	xmm1, xmm1
	cvtsi2sd	xmm1, eax
	addsd	xmm0, xmm2
	subsd	xmm0, xmm1
	ret
.L21:
	.cfi_restore_state
	movapd	xmm0, xmm2
	movsd	QWORD PTR 8[rsp], xmm1
	movsd	QWORD PTR [rsp], xmm2
	call	sqrt@PLT
	movsd	xmm1, QWORD PTR 8[rsp]
	movsd	xmm2, QWORD PTR [rsp]
	jmp	.L19
	.cfi_endproc
.LFE6:
	.size	d_ops, .-d_ops
	.p2align 4
	.globl	f_ops
	.type	f_ops, @function
f_ops:
.LFB7:
	.cfi_startproc
	sub	rsp, 24
	.cfi_def_cfa_offset 32
	movss	xmm2, DWORD PTR .LC7[rip]
	movss	DWORD PTR 12[rsp], xmm1
	movss	DWORD PTR 8[rsp], xmm0
	call	fmaf@PLT
	movss	xmm3, DWORD PTR 8[rsp]
	movss	xmm1, DWORD PTR 12[rsp]
	movss	DWORD PTR 4[rsp], xmm0
	movaps	xmm0, xmm3
	call	fminf@PLT
	movss	xmm2, DWORD PTR 4[rsp]
	add	rsp, 24
	.cfi_def_cfa_offset 8
	divss	xmm2, xmm0
	movaps	xmm0, xmm2
	ret
	.cfi_endproc
.LFE7:
	.size	f_ops, .-f_ops
	.p2align 4
	.globl	cvt
	.type	cvt, @function
cvt:
.LFB8:
	.cfi_startproc
	movaps	xmm1, xmm0
	pxor	xmm2, xmm2
	pxor	xmm0, xmm0
	mov	esi, esi
	cvtsi2sd	xmm0, rdi
	cvtss2sd	xmm1, xmm1
	cvtsi2sd	xmm2, rsi
	addsd	xmm0, xmm2
	addsd	xmm0, xmm1
	ret
	.cfi_endproc
.LFE8:
	.size	cvt, .-cvt
	.p2align 4
	.globl	fcmp
	.type	fcmp, @function
fcmp:
.LFB9:
	.cfi_startproc
	comisd	xmm0, xmm1
	jp	.L35
	je	.L29
	jbe	.L36
.L35:
	mov	eax, 3
	ret
	.p2align 4,,10
	.p2align 3
.L36:
	mov	eax, 2
	ret
	.p2align 4,,10
	.p2align 3
.L29:
	mov	eax, 1
	ret
	.cfi_endproc
.LFE9:
	.size	fcmp, .-fcmp
	.p2align 4
	.globl	d2u
	.type	d2u, @function
d2u:
.LFB10:
	.cfi_startproc
	movsd	xmm1, QWORD PTR .LC8[rip]
	comisd	xmm0, xmm1
	jnb	.L38
	cvttsd2si	rax, xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L38:
	subsd	xmm0, xmm1
	cvttsd2si	rax, xmm0
	btc	rax, 63
	ret
	.cfi_endproc
.LFE10:
	.size	d2u, .-d2u
	.p2align 4
	.globl	ldsum
	.type	ldsum, @function
ldsum:
.LFB11:
	.cfi_startproc
	test	esi, esi
	jle	.L43
	movsx	rsi, esi
	fldz
	sal	rsi, 4
	lea	rax, [rdi+rsi]
	.p2align 4,,10
	.p2align 3
.L42:
	fld	TBYTE PTR [rdi]
	add	rdi, 16
	faddp	st(1), st
	cmp	rdi, rax
	jne	.L42
	ret
	.p2align 4,,10
	.p2align 3
.L43:
	fldz
	ret
	.cfi_endproc
.LFE11:
	.size	ldsum, .-ldsum
	.p2align 4
	.globl	cmul
	.type	cmul, @function
cmul:
.LFB12:
	.cfi_startproc
	movapd	xmm5, xmm0
	movapd	xmm6, xmm1
	mulsd	xmm0, xmm2
	movapd	xmm4, xmm5
	mulsd	xmm1, xmm3
	mulsd	xmm4, xmm3
	subsd	xmm0, xmm1
	movapd	xmm1, xmm6
	mulsd	xmm1, xmm2
	addsd	xmm1, xmm4
	ucomisd	xmm0, xmm1
	jp	.L51
	ret
.L51:
	push	rax
	.cfi_def_cfa_offset 16
	movapd	xmm1, xmm6
	movapd	xmm0, xmm5
	call	__muldc3@PLT
	pop	rdx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE12:
	.size	cmul, .-cmul
	.p2align 4
	.globl	rnd
	.type	rnd, @function
rnd:
.LFB13:
	.cfi_startproc
	sub	rsp, 24
	.cfi_def_cfa_offset 32
	movq	xmm3, QWORD PTR .LC6[rip]
	movapd	xmm1, xmm0
	movapd	xmm2, xmm0
	movsd	xmm6, QWORD PTR .LC9[rip]
	andpd	xmm0, xmm3
	ucomisd	xmm6, xmm0
	jbe	.L53
	cvttsd2si	rax, xmm1
	pxor	xmm0, xmm0
	movsd	xmm5, QWORD PTR .LC10[rip]
	movapd	xmm4, xmm3
	andnpd	xmm4, xmm1
	cvtsi2sd	xmm0, rax
	movapd	xmm2, xmm0
	cmpnlesd	xmm2, xmm1
	andpd	xmm2, xmm5
	subsd	xmm0, xmm2
	movapd	xmm2, xmm0
	orpd	xmm2, xmm4
.L53:
	movapd	xmm0, xmm1
	movsd	QWORD PTR 8[rsp], xmm2
	movsd	QWORD PTR [rsp], xmm1
	call	round@PLT
	movsd	xmm1, QWORD PTR [rsp]
	movq	xmm3, QWORD PTR .LC6[rip]
	movsd	xmm7, QWORD PTR .LC9[rip]
	movsd	xmm2, QWORD PTR 8[rsp]
	movapd	xmm4, xmm1
	andpd	xmm4, xmm3
	ucomisd	xmm7, xmm4
	jbe	.L54
	cvttsd2si	rax, xmm1
	pxor	xmm4, xmm4
	andnpd	xmm3, xmm1
	cvtsi2sd	xmm4, rax
	orpd	xmm4, xmm3
	movapd	xmm1, xmm4
.L54:
	addsd	xmm2, xmm0
	add	rsp, 24
	.cfi_def_cfa_offset 8
	addsd	xmm2, xmm1
	movapd	xmm0, xmm2
	ret
	.cfi_endproc
.LFE13:
	.size	rnd, .-rnd
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC0:
	.long	1077936128
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC6:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst4
	.align 4
.LC7:
	.long	1065353216
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC8:
	.long	0
	.long	1138753536
	.align 8
.LC9:
	.long	0
	.long	1127219200
	.align 8
.LC10:
	.long	0
	.long	1072693248
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
